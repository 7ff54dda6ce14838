/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_UnauthorizedInputs */

const en_err_unauthorized = /** @type {(inputs: Err_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unauthorized, please login again`)
};

const fr_err_unauthorized = /** @type {(inputs: Err_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session expirée, veuillez vous reconnecter`)
};

const de_err_unauthorized = /** @type {(inputs: Err_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht angemeldet, bitte melde dich erneut an`)
};

const es_err_unauthorized = /** @type {(inputs: Err_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No autorizado, vuelve a iniciar sesión`)
};

const pt_br2_err_unauthorized = /** @type {(inputs: Err_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não autorizado, entre novamente`)
};

const ja_err_unauthorized = /** @type {(inputs: Err_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`認証されていません。もう一度ログインしてください`)
};

const ar_err_unauthorized = /** @type {(inputs: Err_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير مصرّح، يُرجى تسجيل الدخول مجددًا`)
};

/**
* | output |
* | --- |
* | "Unauthorized, please login again" |
*
* @param {Err_UnauthorizedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const err_unauthorized = /** @type {((inputs?: Err_UnauthorizedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_UnauthorizedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_err_unauthorized(inputs)
	if (locale === "de") return de_err_unauthorized(inputs)
	if (locale === "es") return es_err_unauthorized(inputs)
	if (locale === "pt-BR") return pt_br2_err_unauthorized(inputs)
	if (locale === "ja") return ja_err_unauthorized(inputs)
	if (locale === "ar") return ar_err_unauthorized(inputs)
	return en_err_unauthorized(inputs)
});