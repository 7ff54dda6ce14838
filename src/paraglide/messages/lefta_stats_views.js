/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Stats_ViewsInputs */

const en_lefta_stats_views = /** @type {(inputs: Lefta_Stats_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Views`)
};

const fr_lefta_stats_views = /** @type {(inputs: Lefta_Stats_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vues`)
};

const de_lefta_stats_views = /** @type {(inputs: Lefta_Stats_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufrufe`)
};

const es_lefta_stats_views = /** @type {(inputs: Lefta_Stats_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vistas`)
};

const pt_br2_lefta_stats_views = /** @type {(inputs: Lefta_Stats_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visualizações`)
};

const ja_lefta_stats_views = /** @type {(inputs: Lefta_Stats_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閲覧数`)
};

const ar_lefta_stats_views = /** @type {(inputs: Lefta_Stats_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المشاهدات`)
};

/**
* | output |
* | --- |
* | "Views" |
*
* @param {Lefta_Stats_ViewsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_views = /** @type {((inputs?: Lefta_Stats_ViewsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_ViewsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_views(inputs)
	if (locale === "de") return de_lefta_stats_views(inputs)
	if (locale === "es") return es_lefta_stats_views(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_views(inputs)
	if (locale === "ja") return ja_lefta_stats_views(inputs)
	if (locale === "ar") return ar_lefta_stats_views(inputs)
	return en_lefta_stats_views(inputs)
});