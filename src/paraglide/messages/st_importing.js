/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_ImportingInputs */

const en_st_importing = /** @type {(inputs: St_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importing…`)
};

const fr_st_importing = /** @type {(inputs: St_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importation…`)
};

const de_st_importing = /** @type {(inputs: St_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird importiert…`)
};

const es_st_importing = /** @type {(inputs: St_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importando…`)
};

const pt_br2_st_importing = /** @type {(inputs: St_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importando…`)
};

const ja_st_importing = /** @type {(inputs: St_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`インポート中…`)
};

const ar_st_importing = /** @type {(inputs: St_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ الاستيراد…`)
};

/**
* | output |
* | --- |
* | "Importing…" |
*
* @param {St_ImportingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_importing = /** @type {((inputs?: St_ImportingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_ImportingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_importing(inputs)
	if (locale === "de") return de_st_importing(inputs)
	if (locale === "es") return es_st_importing(inputs)
	if (locale === "pt-BR") return pt_br2_st_importing(inputs)
	if (locale === "ja") return ja_st_importing(inputs)
	if (locale === "ar") return ar_st_importing(inputs)
	return en_st_importing(inputs)
});