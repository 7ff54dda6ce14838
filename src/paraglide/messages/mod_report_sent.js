/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Report_SentInputs */

const en_mod_report_sent = /** @type {(inputs: Mod_Report_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. The report was sent.`)
};

const fr_mod_report_sent = /** @type {(inputs: Mod_Report_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci. Le signalement a été envoyé.`)
};

const de_mod_report_sent = /** @type {(inputs: Mod_Report_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danke. Die Meldung wurde gesendet.`)
};

const es_mod_report_sent = /** @type {(inputs: Mod_Report_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias. La denuncia se envió.`)
};

const pt_br2_mod_report_sent = /** @type {(inputs: Mod_Report_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrigado. A denúncia foi enviada.`)
};

const ja_mod_report_sent = /** @type {(inputs: Mod_Report_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ありがとうございます。通報を送信しました。`)
};

const ar_mod_report_sent = /** @type {(inputs: Mod_Report_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شكرًا لك. أُرسل البلاغ.`)
};

/**
* | output |
* | --- |
* | "Thank you. The report was sent." |
*
* @param {Mod_Report_SentInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_report_sent = /** @type {((inputs?: Mod_Report_SentInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Report_SentInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_report_sent(inputs)
	if (locale === "de") return de_mod_report_sent(inputs)
	if (locale === "es") return es_mod_report_sent(inputs)
	if (locale === "pt-BR") return pt_br2_mod_report_sent(inputs)
	if (locale === "ja") return ja_mod_report_sent(inputs)
	if (locale === "ar") return ar_mod_report_sent(inputs)
	return en_mod_report_sent(inputs)
});