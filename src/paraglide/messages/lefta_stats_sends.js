/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Stats_SendsInputs */

const en_lefta_stats_sends = /** @type {(inputs: Lefta_Stats_SendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your last stories sent by e-mail`)
};

const fr_lefta_stats_sends = /** @type {(inputs: Lefta_Stats_SendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos dernières histoires envoyées par e-mail`)
};

const de_lefta_stats_sends = /** @type {(inputs: Lefta_Stats_SendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine zuletzt per E-Mail versandten Geschichten`)
};

const es_lefta_stats_sends = /** @type {(inputs: Lefta_Stats_SendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus últimas historias enviadas por correo`)
};

const pt_br2_lefta_stats_sends = /** @type {(inputs: Lefta_Stats_SendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suas últimas histórias enviadas por e-mail`)
};

const ja_lefta_stats_sends = /** @type {(inputs: Lefta_Stats_SendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最近メールで送ったストーリー`)
};

const ar_lefta_stats_sends = /** @type {(inputs: Lefta_Stats_SendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آخر قصصك المرسلة بالبريد الإلكتروني`)
};

/**
* | output |
* | --- |
* | "Your last stories sent by e-mail" |
*
* @param {Lefta_Stats_SendsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_sends = /** @type {((inputs?: Lefta_Stats_SendsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_SendsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_sends(inputs)
	if (locale === "de") return de_lefta_stats_sends(inputs)
	if (locale === "es") return es_lefta_stats_sends(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_sends(inputs)
	if (locale === "ja") return ja_lefta_stats_sends(inputs)
	if (locale === "ar") return ar_lefta_stats_sends(inputs)
	return en_lefta_stats_sends(inputs)
});