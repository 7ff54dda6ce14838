/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Mail_Reset_OutroInputs */

const en_mail_reset_outro = /** @type {(inputs: Mail_Reset_OutroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It works once, for ${i?.minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`)
};

const fr_mail_reset_outro = /** @type {(inputs: Mail_Reset_OutroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il fonctionne une fois, pendant ${i?.minutes} minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail : votre mot de passe reste inchangé.`)
};

const de_mail_reset_outro = /** @type {(inputs: Mail_Reset_OutroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Er gilt einmal, ${i?.minutes} Minuten lang. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.`)
};

const es_mail_reset_outro = /** @type {(inputs: Mail_Reset_OutroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sirve una vez, durante ${i?.minutes} minutos. Si no lo pediste, ignora este correo: tu contraseña no cambia.`)
};

const pt_br2_mail_reset_outro = /** @type {(inputs: Mail_Reset_OutroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Funciona uma vez, por ${i?.minutes} minutos. Se você não pediu, ignore este e-mail: sua senha continua a mesma.`)
};

const ja_mail_reset_outro = /** @type {(inputs: Mail_Reset_OutroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1回だけ、${i?.minutes}分間有効です。心当たりがなければこのメールは無視してください。パスワードは変わりません。`)
};

const ar_mail_reset_outro = /** @type {(inputs: Mail_Reset_OutroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يعمل مرة واحدة، لمدة ${i?.minutes} دقيقة. إن لم تطلبه فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.`)
};

/**
* | output |
* | --- |
* | "It works once, for {minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is." |
*
* @param {Mail_Reset_OutroInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_reset_outro = /** @type {((inputs: Mail_Reset_OutroInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_OutroInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_reset_outro(inputs)
	if (locale === "de") return de_mail_reset_outro(inputs)
	if (locale === "es") return es_mail_reset_outro(inputs)
	if (locale === "pt-BR") return pt_br2_mail_reset_outro(inputs)
	if (locale === "ja") return ja_mail_reset_outro(inputs)
	if (locale === "ar") return ar_mail_reset_outro(inputs)
	return en_mail_reset_outro(inputs)
});