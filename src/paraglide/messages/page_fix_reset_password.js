/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Reset_PasswordInputs */

const en_page_fix_reset_password = /** @type {(inputs: Page_Fix_Reset_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset your password`)
};

const fr_page_fix_reset_password = /** @type {(inputs: Page_Fix_Reset_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialiser votre mot de passe`)
};

const de_page_fix_reset_password = /** @type {(inputs: Page_Fix_Reset_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort zurücksetzen`)
};

const es_page_fix_reset_password = /** @type {(inputs: Page_Fix_Reset_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restablece tu contraseña`)
};

const pt_br2_page_fix_reset_password = /** @type {(inputs: Page_Fix_Reset_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redefina sua senha`)
};

const ja_page_fix_reset_password = /** @type {(inputs: Page_Fix_Reset_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードを再設定`)
};

const ar_page_fix_reset_password = /** @type {(inputs: Page_Fix_Reset_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أعد تعيين كلمة المرور`)
};

/**
* | output |
* | --- |
* | "Reset your password" |
*
* @param {Page_Fix_Reset_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_reset_password = /** @type {((inputs?: Page_Fix_Reset_PasswordInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Reset_PasswordInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_reset_password(inputs)
	if (locale === "de") return de_page_fix_reset_password(inputs)
	if (locale === "es") return es_page_fix_reset_password(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_reset_password(inputs)
	if (locale === "ja") return ja_page_fix_reset_password(inputs)
	if (locale === "ar") return ar_page_fix_reset_password(inputs)
	return en_page_fix_reset_password(inputs)
});