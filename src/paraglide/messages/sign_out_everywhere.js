/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_Out_EverywhereInputs */

const en_sign_out_everywhere = /** @type {(inputs: Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out everywhere`)
};

const fr_sign_out_everywhere = /** @type {(inputs: Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se déconnecter partout`)
};

const de_sign_out_everywhere = /** @type {(inputs: Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überall abmelden`)
};

const es_sign_out_everywhere = /** @type {(inputs: Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar sesión en todas partes`)
};

const pt_br2_sign_out_everywhere = /** @type {(inputs: Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sair de todos os dispositivos`)
};

const ja_sign_out_everywhere = /** @type {(inputs: Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべての端末でログアウト`)
};

const ar_sign_out_everywhere = /** @type {(inputs: Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الخروج من كل مكان`)
};

/**
* | output |
* | --- |
* | "Sign out everywhere" |
*
* @param {Sign_Out_EverywhereInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_out_everywhere = /** @type {((inputs?: Sign_Out_EverywhereInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_Out_EverywhereInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_sign_out_everywhere(inputs)
	if (locale === "de") return de_sign_out_everywhere(inputs)
	if (locale === "es") return es_sign_out_everywhere(inputs)
	if (locale === "pt-BR") return pt_br2_sign_out_everywhere(inputs)
	if (locale === "ja") return ja_sign_out_everywhere(inputs)
	if (locale === "ar") return ar_sign_out_everywhere(inputs)
	return en_sign_out_everywhere(inputs)
});