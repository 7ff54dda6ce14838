/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keep_WritingInputs */

const en_keep_writing = /** @type {(inputs: Keep_WritingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep writing`)
};

const fr_keep_writing = /** @type {(inputs: Keep_WritingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer l’écriture`)
};

const de_keep_writing = /** @type {(inputs: Keep_WritingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiterschreiben`)
};

const es_keep_writing = /** @type {(inputs: Keep_WritingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguir escribiendo`)
};

const pt_br2_keep_writing = /** @type {(inputs: Keep_WritingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar escrevendo`)
};

const ja_keep_writing = /** @type {(inputs: Keep_WritingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`続きを書く`)
};

const ar_keep_writing = /** @type {(inputs: Keep_WritingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تابع الكتابة`)
};

/**
* | output |
* | --- |
* | "Keep writing" |
*
* @param {Keep_WritingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const keep_writing = /** @type {((inputs?: Keep_WritingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keep_WritingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_keep_writing(inputs)
	if (locale === "de") return de_keep_writing(inputs)
	if (locale === "es") return es_keep_writing(inputs)
	if (locale === "pt-BR") return pt_br2_keep_writing(inputs)
	if (locale === "ja") return ja_keep_writing(inputs)
	if (locale === "ar") return ar_keep_writing(inputs)
	return en_keep_writing(inputs)
});