/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Stats_As_TableInputs */

const en_lefta_stats_as_table = /** @type {(inputs: Lefta_Stats_As_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day by day, as a table`)
};

const fr_lefta_stats_as_table = /** @type {(inputs: Lefta_Stats_As_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour par jour, en tableau`)
};

const de_lefta_stats_as_table = /** @type {(inputs: Lefta_Stats_As_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tag für Tag, als Tabelle`)
};

const es_lefta_stats_as_table = /** @type {(inputs: Lefta_Stats_As_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Día a día, en una tabla`)
};

const pt_br2_lefta_stats_as_table = /** @type {(inputs: Lefta_Stats_As_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dia a dia, em tabela`)
};

const ja_lefta_stats_as_table = /** @type {(inputs: Lefta_Stats_As_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日ごとの表`)
};

const ar_lefta_stats_as_table = /** @type {(inputs: Lefta_Stats_As_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يومًا بيوم، في جدول`)
};

/**
* | output |
* | --- |
* | "Day by day, as a table" |
*
* @param {Lefta_Stats_As_TableInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_as_table = /** @type {((inputs?: Lefta_Stats_As_TableInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_As_TableInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_as_table(inputs)
	if (locale === "de") return de_lefta_stats_as_table(inputs)
	if (locale === "es") return es_lefta_stats_as_table(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_as_table(inputs)
	if (locale === "ja") return ja_lefta_stats_as_table(inputs)
	if (locale === "ar") return ar_lefta_stats_as_table(inputs)
	return en_lefta_stats_as_table(inputs)
});