/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_DiscardInputs */

const en_ed_discard = /** @type {(inputs: Ed_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard it`)
};

const fr_ed_discard = /** @type {(inputs: Ed_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’abandonner`)
};

const de_ed_discard = /** @type {(inputs: Ed_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwerfen`)
};

const es_ed_discard = /** @type {(inputs: Ed_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartarlo`)
};

const pt_br2_ed_discard = /** @type {(inputs: Ed_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar`)
};

const ja_ed_discard = /** @type {(inputs: Ed_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`破棄する`)
};

const ar_ed_discard = /** @type {(inputs: Ed_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تجاهلها`)
};

/**
* | output |
* | --- |
* | "Discard it" |
*
* @param {Ed_DiscardInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_discard = /** @type {((inputs?: Ed_DiscardInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_DiscardInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_discard(inputs)
	if (locale === "de") return de_ed_discard(inputs)
	if (locale === "es") return es_ed_discard(inputs)
	if (locale === "pt-BR") return pt_br2_ed_discard(inputs)
	if (locale === "ja") return ja_ed_discard(inputs)
	if (locale === "ar") return ar_ed_discard(inputs)
	return en_ed_discard(inputs)
});