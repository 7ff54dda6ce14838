/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Susp_MeanwhileInputs */

const en_mail_susp_meanwhile = /** @type {(inputs: Mail_Susp_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meanwhile you cannot sign in, write, comment or react; your stories stay as they are.`)
};

const fr_mail_susp_meanwhile = /** @type {(inputs: Mail_Susp_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attendant, vous ne pouvez ni vous connecter, ni écrire, ni commenter, ni réagir ; vos histoires restent telles quelles.`)
};

const de_mail_susp_meanwhile = /** @type {(inputs: Mail_Susp_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bis dahin können Sie sich nicht anmelden, schreiben, kommentieren oder reagieren; Ihre Geschichten bleiben, wie sie sind.`)
};

const es_mail_susp_meanwhile = /** @type {(inputs: Mail_Susp_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mientras tanto no puedes iniciar sesión, escribir, comentar ni reaccionar; tus historias se quedan como están.`)
};

const pt_br2_mail_susp_meanwhile = /** @type {(inputs: Mail_Susp_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enquanto isso, você não pode entrar, escrever, comentar nem reagir; suas histórias continuam como estão.`)
};

const ja_mail_susp_meanwhile = /** @type {(inputs: Mail_Susp_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`その間はサインイン、執筆、コメント、リアクションができません。あなたのストーリーはそのまま残ります。`)
};

const ar_mail_susp_meanwhile = /** @type {(inputs: Mail_Susp_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وفي الأثناء لا يمكنك الدخول ولا الكتابة ولا التعليق ولا التفاعل؛ وتبقى قصصك كما هي.`)
};

/**
* | output |
* | --- |
* | "Meanwhile you cannot sign in, write, comment or react; your stories stay as they are." |
*
* @param {Mail_Susp_MeanwhileInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_susp_meanwhile = /** @type {((inputs?: Mail_Susp_MeanwhileInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Susp_MeanwhileInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_susp_meanwhile(inputs)
	if (locale === "de") return de_mail_susp_meanwhile(inputs)
	if (locale === "es") return es_mail_susp_meanwhile(inputs)
	if (locale === "pt-BR") return pt_br2_mail_susp_meanwhile(inputs)
	if (locale === "ja") return ja_mail_susp_meanwhile(inputs)
	if (locale === "ar") return ar_mail_susp_meanwhile(inputs)
	return en_mail_susp_meanwhile(inputs)
});