/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown>, code: NonNullable<unknown> }} Mail_Reset_SubjectInputs */

const en_mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.site} password reset code: ${i?.code}`)
};

const fr_mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre code de réinitialisation du mot de passe ${i?.site} : ${i?.code}`)
};

const de_mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Code zum Zurücksetzen des ${i?.site}-Passworts: ${i?.code}`)
};

const es_mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu código para restablecer la contraseña de ${i?.site}: ${i?.code}`)
};

const pt_br2_mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seu código para redefinir a senha do ${i?.site}: ${i?.code}`)
};

const ja_mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} のパスワード再設定コード：${i?.code}`)
};

const ar_mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رمز إعادة تعيين كلمة مرور ${i?.site}: ${i?.code}`)
};

/**
* | output |
* | --- |
* | "Your {site} password reset code: {code}" |
*
* @param {Mail_Reset_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_reset_subject = /** @type {((inputs: Mail_Reset_SubjectInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_SubjectInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_reset_subject(inputs)
	if (locale === "de") return de_mail_reset_subject(inputs)
	if (locale === "es") return es_mail_reset_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_reset_subject(inputs)
	if (locale === "ja") return ja_mail_reset_subject(inputs)
	if (locale === "ar") return ar_mail_reset_subject(inputs)
	return en_mail_reset_subject(inputs)
});