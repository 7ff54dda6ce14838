/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_BackInputs */

const en_notice_back = /** @type {(inputs: Notice_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

const fr_notice_back = /** @type {(inputs: Notice_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour`)
};

const de_notice_back = /** @type {(inputs: Notice_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück`)
};

const es_notice_back = /** @type {(inputs: Notice_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver`)
};

const pt_br2_notice_back = /** @type {(inputs: Notice_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar`)
};

const ja_notice_back = /** @type {(inputs: Notice_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`戻る`)
};

const ar_notice_back = /** @type {(inputs: Notice_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رجوع`)
};

/**
* | output |
* | --- |
* | "Back" |
*
* @param {Notice_BackInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notice_back = /** @type {((inputs?: Notice_BackInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_BackInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notice_back(inputs)
	if (locale === "de") return de_notice_back(inputs)
	if (locale === "es") return es_notice_back(inputs)
	if (locale === "pt-BR") return pt_br2_notice_back(inputs)
	if (locale === "ja") return ja_notice_back(inputs)
	if (locale === "ar") return ar_notice_back(inputs)
	return en_notice_back(inputs)
});