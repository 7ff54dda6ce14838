/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_New_HereInputs */

const en_auth_new_here = /** @type {(inputs: Auth_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New here?`)
};

const fr_auth_new_here = /** @type {(inputs: Auth_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau ici ?`)
};

const de_auth_new_here = /** @type {(inputs: Auth_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neu hier?`)
};

const es_auth_new_here = /** @type {(inputs: Auth_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eres nuevo?`)
};

const pt_br2_auth_new_here = /** @type {(inputs: Auth_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novo por aqui?`)
};

const ja_auth_new_here = /** @type {(inputs: Auth_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`はじめてですか？`)
};

const ar_auth_new_here = /** @type {(inputs: Auth_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جديد هنا؟`)
};

/**
* | output |
* | --- |
* | "New here?" |
*
* @param {Auth_New_HereInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const auth_new_here = /** @type {((inputs?: Auth_New_HereInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_New_HereInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_new_here(inputs)
	if (locale === "de") return de_auth_new_here(inputs)
	if (locale === "es") return es_auth_new_here(inputs)
	if (locale === "pt-BR") return pt_br2_auth_new_here(inputs)
	if (locale === "ja") return ja_auth_new_here(inputs)
	if (locale === "ar") return ar_auth_new_here(inputs)
	return en_auth_new_here(inputs)
});