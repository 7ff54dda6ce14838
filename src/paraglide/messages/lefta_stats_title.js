/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Stats_TitleInputs */

const en_lefta_stats_title = /** @type {(inputs: Lefta_Stats_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stats`)
};

const fr_lefta_stats_title = /** @type {(inputs: Lefta_Stats_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiques`)
};

const de_lefta_stats_title = /** @type {(inputs: Lefta_Stats_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiken`)
};

const es_lefta_stats_title = /** @type {(inputs: Lefta_Stats_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadísticas`)
};

const pt_br2_lefta_stats_title = /** @type {(inputs: Lefta_Stats_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estatísticas`)
};

const ja_lefta_stats_title = /** @type {(inputs: Lefta_Stats_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`統計`)
};

const ar_lefta_stats_title = /** @type {(inputs: Lefta_Stats_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإحصاءات`)
};

/**
* | output |
* | --- |
* | "Stats" |
*
* @param {Lefta_Stats_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_title = /** @type {((inputs?: Lefta_Stats_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_title(inputs)
	if (locale === "de") return de_lefta_stats_title(inputs)
	if (locale === "es") return es_lefta_stats_title(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_title(inputs)
	if (locale === "ja") return ja_lefta_stats_title(inputs)
	if (locale === "ar") return ar_lefta_stats_title(inputs)
	return en_lefta_stats_title(inputs)
});