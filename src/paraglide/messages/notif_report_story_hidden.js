/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Notif_Report_Story_HiddenInputs */

const en_notif_report_story_hidden = /** @type {(inputs: Notif_Report_Story_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your report about “${i?.title}” was reviewed: the story was taken down`)
};

const fr_notif_report_story_hidden = /** @type {(inputs: Notif_Report_Story_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre signalement concernant « ${i?.title} » a été examiné : l’histoire a été retirée`)
};

const de_notif_report_story_hidden = /** @type {(inputs: Notif_Report_Story_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Meldung zu „${i?.title}“ wurde geprüft: Die Geschichte wurde entfernt`)
};

const es_notif_report_story_hidden = /** @type {(inputs: Notif_Report_Story_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu denuncia sobre «${i?.title}» fue revisada: la historia fue retirada`)
};

const pt_br2_notif_report_story_hidden = /** @type {(inputs: Notif_Report_Story_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sua denúncia sobre “${i?.title}” foi analisada: a história foi retirada`)
};

const ja_notif_report_story_hidden = /** @type {(inputs: Notif_Report_Story_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`「${i?.title}」についてのあなたの報告は確認されました。記事は取り下げられました`)
};

const ar_notif_report_story_hidden = /** @type {(inputs: Notif_Report_Story_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رُوجع بلاغك عن «${i?.title}»: أُزيلت القصة`)
};

/**
* | output |
* | --- |
* | "Your report about “{title}” was reviewed: the story was taken down" |
*
* @param {Notif_Report_Story_HiddenInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_report_story_hidden = /** @type {((inputs: Notif_Report_Story_HiddenInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_Report_Story_HiddenInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_report_story_hidden(inputs)
	if (locale === "de") return de_notif_report_story_hidden(inputs)
	if (locale === "es") return es_notif_report_story_hidden(inputs)
	if (locale === "pt-BR") return pt_br2_notif_report_story_hidden(inputs)
	if (locale === "ja") return ja_notif_report_story_hidden(inputs)
	if (locale === "ar") return ar_notif_report_story_hidden(inputs)
	return en_notif_report_story_hidden(inputs)
});