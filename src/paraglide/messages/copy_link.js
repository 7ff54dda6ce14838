/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Copy_LinkInputs */

const en_copy_link = /** @type {(inputs: Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy link`)
};

const fr_copy_link = /** @type {(inputs: Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier le lien`)
};

const de_copy_link = /** @type {(inputs: Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link kopieren`)
};

const es_copy_link = /** @type {(inputs: Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar enlace`)
};

const pt_br2_copy_link = /** @type {(inputs: Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar link`)
};

const ja_copy_link = /** @type {(inputs: Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リンクをコピー`)
};

const ar_copy_link = /** @type {(inputs: Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نسخ الرابط`)
};

/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const copy_link = /** @type {((inputs?: Copy_LinkInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Copy_LinkInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_copy_link(inputs)
	if (locale === "de") return de_copy_link(inputs)
	if (locale === "es") return es_copy_link(inputs)
	if (locale === "pt-BR") return pt_br2_copy_link(inputs)
	if (locale === "ja") return ja_copy_link(inputs)
	if (locale === "ar") return ar_copy_link(inputs)
	return en_copy_link(inputs)
});