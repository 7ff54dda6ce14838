/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Reset_Needs_JsInputs */

const en_page_fix_reset_needs_js = /** @type {(inputs: Page_Fix_Reset_Needs_JsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resetting the password needs JavaScript turned on.`)
};

const fr_page_fix_reset_needs_js = /** @type {(inputs: Page_Fix_Reset_Needs_JsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La réinitialisation du mot de passe nécessite JavaScript.`)
};

const de_page_fix_reset_needs_js = /** @type {(inputs: Page_Fix_Reset_Needs_JsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Zurücksetzen des Passworts muss JavaScript aktiviert sein.`)
};

const es_page_fix_reset_needs_js = /** @type {(inputs: Page_Fix_Reset_Needs_JsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para restablecer la contraseña hace falta JavaScript.`)
};

const pt_br2_page_fix_reset_needs_js = /** @type {(inputs: Page_Fix_Reset_Needs_JsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para redefinir a senha é preciso ativar o JavaScript.`)
};

const ja_page_fix_reset_needs_js = /** @type {(inputs: Page_Fix_Reset_Needs_JsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードの再設定には JavaScript を有効にしてください。`)
};

const ar_page_fix_reset_needs_js = /** @type {(inputs: Page_Fix_Reset_Needs_JsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تتطلب إعادة تعيين كلمة المرور تفعيل JavaScript.`)
};

/**
* | output |
* | --- |
* | "Resetting the password needs JavaScript turned on." |
*
* @param {Page_Fix_Reset_Needs_JsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_reset_needs_js = /** @type {((inputs?: Page_Fix_Reset_Needs_JsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Reset_Needs_JsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_reset_needs_js(inputs)
	if (locale === "de") return de_page_fix_reset_needs_js(inputs)
	if (locale === "es") return es_page_fix_reset_needs_js(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_reset_needs_js(inputs)
	if (locale === "ja") return ja_page_fix_reset_needs_js(inputs)
	if (locale === "ar") return ar_page_fix_reset_needs_js(inputs)
	return en_page_fix_reset_needs_js(inputs)
});