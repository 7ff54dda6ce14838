/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_HttpInputs */

const en_err_http = /** @type {(inputs: Err_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

const fr_err_http = /** @type {(inputs: Err_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s’est produite. Veuillez réessayer.`)
};

const de_err_http = /** @type {(inputs: Err_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Etwas ist schiefgelaufen. Bitte versuche es erneut.`)
};

const es_err_http = /** @type {(inputs: Err_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo salió mal. Inténtalo de nuevo.`)
};

const pt_br2_err_http = /** @type {(inputs: Err_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo deu errado. Tente de novo.`)
};

const ja_err_http = /** @type {(inputs: Err_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`問題が発生しました。もう一度お試しください。`)
};

const ar_err_http = /** @type {(inputs: Err_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدث خطأ ما. يُرجى المحاولة مجددًا.`)
};

/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Err_HttpInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const err_http = /** @type {((inputs?: Err_HttpInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_HttpInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_err_http(inputs)
	if (locale === "de") return de_err_http(inputs)
	if (locale === "es") return es_err_http(inputs)
	if (locale === "pt-BR") return pt_br2_err_http(inputs)
	if (locale === "ja") return ja_err_http(inputs)
	if (locale === "ar") return ar_err_http(inputs)
	return en_err_http(inputs)
});