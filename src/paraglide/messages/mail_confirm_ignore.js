/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Confirm_IgnoreInputs */

const en_mail_confirm_ignore = /** @type {(inputs: Mail_Confirm_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If it was not you, ignore this message: nothing will be sent.`)
};

const fr_mail_confirm_ignore = /** @type {(inputs: Mail_Confirm_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si ce n’était pas vous, ignorez ce message : rien ne sera envoyé.`)
};

const de_mail_confirm_ignore = /** @type {(inputs: Mail_Confirm_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das nicht waren, ignorieren Sie diese Nachricht: Es wird nichts verschickt.`)
};

const es_mail_confirm_ignore = /** @type {(inputs: Mail_Confirm_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no fuiste tú, ignora este mensaje: no se enviará nada.`)
};

const pt_br2_mail_confirm_ignore = /** @type {(inputs: Mail_Confirm_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se não foi você, ignore esta mensagem: nada será enviado.`)
};

const ja_mail_confirm_ignore = /** @type {(inputs: Mail_Confirm_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`お心当たりがない場合は、このメッセージを無視してください。何も送信されません。`)
};

const ar_mail_confirm_ignore = /** @type {(inputs: Mail_Confirm_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن لم تكن أنت، فتجاهل هذه الرسالة: لن يُرسل شيء.`)
};

/**
* | output |
* | --- |
* | "If it was not you, ignore this message: nothing will be sent." |
*
* @param {Mail_Confirm_IgnoreInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_ignore = /** @type {((inputs?: Mail_Confirm_IgnoreInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirm_IgnoreInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_confirm_ignore(inputs)
	if (locale === "de") return de_mail_confirm_ignore(inputs)
	if (locale === "es") return es_mail_confirm_ignore(inputs)
	if (locale === "pt-BR") return pt_br2_mail_confirm_ignore(inputs)
	if (locale === "ja") return ja_mail_confirm_ignore(inputs)
	if (locale === "ar") return ar_mail_confirm_ignore(inputs)
	return en_mail_confirm_ignore(inputs)
});