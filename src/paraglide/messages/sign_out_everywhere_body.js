/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_Out_Everywhere_BodyInputs */

const en_sign_out_everywhere_body = /** @type {(inputs: Sign_Out_Everywhere_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ends every session of your account, on every device, this one included.`)
};

const fr_sign_out_everywhere_body = /** @type {(inputs: Sign_Out_Everywhere_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Met fin à toutes les sessions de votre compte, sur tous les appareils, y compris celui-ci.`)
};

const de_sign_out_everywhere_body = /** @type {(inputs: Sign_Out_Everywhere_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beendet jede Sitzung deines Kontos auf jedem Gerät, auch auf diesem.`)
};

const es_sign_out_everywhere_body = /** @type {(inputs: Sign_Out_Everywhere_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cierra todas las sesiones de tu cuenta en todos los dispositivos, incluido este.`)
};

const pt_br2_sign_out_everywhere_body = /** @type {(inputs: Sign_Out_Everywhere_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encerra todas as sessões da sua conta, em todos os dispositivos, inclusive este.`)
};

const ja_sign_out_everywhere_body = /** @type {(inputs: Sign_Out_Everywhere_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この端末を含む、すべての端末のセッションを終了します。`)
};

const ar_sign_out_everywhere_body = /** @type {(inputs: Sign_Out_Everywhere_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ينهي كل جلسات حسابك على كل الأجهزة، بما فيها هذا الجهاز.`)
};

/**
* | output |
* | --- |
* | "Ends every session of your account, on every device, this one included." |
*
* @param {Sign_Out_Everywhere_BodyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_out_everywhere_body = /** @type {((inputs?: Sign_Out_Everywhere_BodyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_Out_Everywhere_BodyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_sign_out_everywhere_body(inputs)
	if (locale === "de") return de_sign_out_everywhere_body(inputs)
	if (locale === "es") return es_sign_out_everywhere_body(inputs)
	if (locale === "pt-BR") return pt_br2_sign_out_everywhere_body(inputs)
	if (locale === "ja") return ja_sign_out_everywhere_body(inputs)
	if (locale === "ar") return ar_sign_out_everywhere_body(inputs)
	return en_sign_out_everywhere_body(inputs)
});