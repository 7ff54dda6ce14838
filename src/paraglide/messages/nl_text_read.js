/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Nl_Text_ReadInputs */

const en_nl_text_read = /** @type {(inputs: Nl_Text_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Read it on the site: ${i?.url}`)
};

const fr_nl_text_read = /** @type {(inputs: Nl_Text_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La lire sur le site : ${i?.url}`)
};

const de_nl_text_read = /** @type {(inputs: Nl_Text_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auf der Website lesen: ${i?.url}`)
};

const es_nl_text_read = /** @type {(inputs: Nl_Text_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Léela en el sitio: ${i?.url}`)
};

const pt_br2_nl_text_read = /** @type {(inputs: Nl_Text_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leia no site: ${i?.url}`)
};

const ja_nl_text_read = /** @type {(inputs: Nl_Text_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`サイトで読む：${i?.url}`)
};

const ar_nl_text_read = /** @type {(inputs: Nl_Text_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اقرأها على الموقع: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "Read it on the site: {url}" |
*
* @param {Nl_Text_ReadInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nl_text_read = /** @type {((inputs: Nl_Text_ReadInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nl_Text_ReadInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nl_text_read(inputs)
	if (locale === "de") return de_nl_text_read(inputs)
	if (locale === "es") return es_nl_text_read(inputs)
	if (locale === "pt-BR") return pt_br2_nl_text_read(inputs)
	if (locale === "ja") return ja_nl_text_read(inputs)
	if (locale === "ar") return ar_nl_text_read(inputs)
	return en_nl_text_read(inputs)
});