/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Report_SendInputs */

const en_mod_report_send = /** @type {(inputs: Mod_Report_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send report`)
};

const fr_mod_report_send = /** @type {(inputs: Mod_Report_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer le signalement`)
};

const de_mod_report_send = /** @type {(inputs: Mod_Report_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meldung senden`)
};

const es_mod_report_send = /** @type {(inputs: Mod_Report_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar denuncia`)
};

const pt_br2_mod_report_send = /** @type {(inputs: Mod_Report_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar denúncia`)
};

const ja_mod_report_send = /** @type {(inputs: Mod_Report_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通報を送信`)
};

const ar_mod_report_send = /** @type {(inputs: Mod_Report_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إرسال البلاغ`)
};

/**
* | output |
* | --- |
* | "Send report" |
*
* @param {Mod_Report_SendInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_report_send = /** @type {((inputs?: Mod_Report_SendInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Report_SendInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_report_send(inputs)
	if (locale === "de") return de_mod_report_send(inputs)
	if (locale === "es") return es_mod_report_send(inputs)
	if (locale === "pt-BR") return pt_br2_mod_report_send(inputs)
	if (locale === "ja") return ja_mod_report_send(inputs)
	if (locale === "ar") return ar_mod_report_send(inputs)
	return en_mod_report_send(inputs)
});