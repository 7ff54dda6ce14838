/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Susp_ReviewInputs */

const en_mail_susp_review = /** @type {(inputs: Mail_Susp_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you think this is a mistake, answer this e-mail to ask for the decision to be reviewed.`)
};

const fr_mail_susp_review = /** @type {(inputs: Mail_Susp_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous pensez qu’il s’agit d’une erreur, répondez à cet e-mail pour demander que la décision soit réexaminée.`)
};

const de_mail_susp_review = /** @type {(inputs: Mail_Susp_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das für einen Fehler halten, antworten Sie auf diese E-Mail, um eine Überprüfung der Entscheidung zu verlangen.`)
};

const es_mail_susp_review = /** @type {(inputs: Mail_Susp_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si crees que es un error, responde a este correo para pedir que se revise la decisión.`)
};

const pt_br2_mail_susp_review = /** @type {(inputs: Mail_Susp_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se você acha que é um erro, responda a este e-mail para pedir que a decisão seja revista.`)
};

const ja_mail_susp_review = /** @type {(inputs: Mail_Susp_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`誤りだと思われる場合は、このメールに返信して決定の見直しを求めてください。`)
};

const ar_mail_susp_review = /** @type {(inputs: Mail_Susp_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن رأيت أن هذا خطأ، فردّ على هذه الرسالة لتطلب مراجعة القرار.`)
};

/**
* | output |
* | --- |
* | "If you think this is a mistake, answer this e-mail to ask for the decision to be reviewed." |
*
* @param {Mail_Susp_ReviewInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_susp_review = /** @type {((inputs?: Mail_Susp_ReviewInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Susp_ReviewInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_susp_review(inputs)
	if (locale === "de") return de_mail_susp_review(inputs)
	if (locale === "es") return es_mail_susp_review(inputs)
	if (locale === "pt-BR") return pt_br2_mail_susp_review(inputs)
	if (locale === "ja") return ja_mail_susp_review(inputs)
	if (locale === "ar") return ar_mail_susp_review(inputs)
	return en_mail_susp_review(inputs)
});