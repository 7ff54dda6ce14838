/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Terms_Forbidden_HarassmentInputs */

const en_leftb_terms_forbidden_harassment = /** @type {(inputs: Leftb_Terms_Forbidden_HarassmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harassment, hate, threats or incitement to violence.`)
};

const fr_leftb_terms_forbidden_harassment = /** @type {(inputs: Leftb_Terms_Forbidden_HarassmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le harcèlement, la haine, les menaces ou l’incitation à la violence.`)
};

const de_leftb_terms_forbidden_harassment = /** @type {(inputs: Leftb_Terms_Forbidden_HarassmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belästigung, Hass, Drohungen oder Aufrufe zur Gewalt.`)
};

const es_leftb_terms_forbidden_harassment = /** @type {(inputs: Leftb_Terms_Forbidden_HarassmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El acoso, el odio, las amenazas o la incitación a la violencia.`)
};

const pt_br2_leftb_terms_forbidden_harassment = /** @type {(inputs: Leftb_Terms_Forbidden_HarassmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assédio, ódio, ameaças ou incitação à violência.`)
};

const ja_leftb_terms_forbidden_harassment = /** @type {(inputs: Leftb_Terms_Forbidden_HarassmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`嫌がらせ、憎悪表現、脅迫、暴力の扇動。`)
};

const ar_leftb_terms_forbidden_harassment = /** @type {(inputs: Leftb_Terms_Forbidden_HarassmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التحرش أو الكراهية أو التهديد أو التحريض على العنف.`)
};

/**
* | output |
* | --- |
* | "Harassment, hate, threats or incitement to violence." |
*
* @param {Leftb_Terms_Forbidden_HarassmentInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_terms_forbidden_harassment = /** @type {((inputs?: Leftb_Terms_Forbidden_HarassmentInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Terms_Forbidden_HarassmentInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_terms_forbidden_harassment(inputs)
	if (locale === "de") return de_leftb_terms_forbidden_harassment(inputs)
	if (locale === "es") return es_leftb_terms_forbidden_harassment(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_terms_forbidden_harassment(inputs)
	if (locale === "ja") return ja_leftb_terms_forbidden_harassment(inputs)
	if (locale === "ar") return ar_leftb_terms_forbidden_harassment(inputs)
	return en_leftb_terms_forbidden_harassment(inputs)
});