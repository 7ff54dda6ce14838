/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} RegisteredInputs */

const en_registered = /** @type {(inputs: RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration successful! Please login to continue.`)
};

const fr_registered = /** @type {(inputs: RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription réussie ! Connectez-vous pour continuer.`)
};

const de_registered = /** @type {(inputs: RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrierung erfolgreich! Bitte melde dich an, um fortzufahren.`)
};

const es_registered = /** @type {(inputs: RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Registro completado! Inicia sesión para continuar.`)
};

const pt_br2_registered = /** @type {(inputs: RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastro concluído! Entre para continuar.`)
};

const ja_registered = /** @type {(inputs: RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登録が完了しました。続けるにはログインしてください。`)
};

const ar_registered = /** @type {(inputs: RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم التسجيل بنجاح! سجّل الدخول للمتابعة.`)
};

/**
* | output |
* | --- |
* | "Registration successful! Please login to continue." |
*
* @param {RegisteredInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const registered = /** @type {((inputs?: RegisteredInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<RegisteredInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_registered(inputs)
	if (locale === "de") return de_registered(inputs)
	if (locale === "es") return es_registered(inputs)
	if (locale === "pt-BR") return pt_br2_registered(inputs)
	if (locale === "ja") return ja_registered(inputs)
	if (locale === "ar") return ar_registered(inputs)
	return en_registered(inputs)
});