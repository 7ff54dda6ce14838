/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Notif_Report_Story_DismissedInputs */

const en_notif_report_story_dismissed = /** @type {(inputs: Notif_Report_Story_DismissedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your report about “${i?.title}” was reviewed: it does not break the rules, so the story stays`)
};

const fr_notif_report_story_dismissed = /** @type {(inputs: Notif_Report_Story_DismissedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre signalement concernant « ${i?.title} » a été examiné : elle respecte les règles, l’histoire reste en ligne`)
};

const de_notif_report_story_dismissed = /** @type {(inputs: Notif_Report_Story_DismissedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Meldung zu „${i?.title}“ wurde geprüft: Sie verstößt nicht gegen die Regeln, die Geschichte bleibt`)
};

const es_notif_report_story_dismissed = /** @type {(inputs: Notif_Report_Story_DismissedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu denuncia sobre «${i?.title}» fue revisada: no incumple las normas, así que la historia se queda`)
};

const pt_br2_notif_report_story_dismissed = /** @type {(inputs: Notif_Report_Story_DismissedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sua denúncia sobre “${i?.title}” foi analisada: ela não viola as regras, então a história continua`)
};

const ja_notif_report_story_dismissed = /** @type {(inputs: Notif_Report_Story_DismissedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`「${i?.title}」についてのあなたの報告は確認されました。規約違反ではないため、記事はそのまま残ります`)
};

const ar_notif_report_story_dismissed = /** @type {(inputs: Notif_Report_Story_DismissedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رُوجع بلاغك عن «${i?.title}»: لا تخالف القواعد، لذا تبقى القصة`)
};

/**
* | output |
* | --- |
* | "Your report about “{title}” was reviewed: it does not break the rules, so the story stays" |
*
* @param {Notif_Report_Story_DismissedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_report_story_dismissed = /** @type {((inputs: Notif_Report_Story_DismissedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_Report_Story_DismissedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_report_story_dismissed(inputs)
	if (locale === "de") return de_notif_report_story_dismissed(inputs)
	if (locale === "es") return es_notif_report_story_dismissed(inputs)
	if (locale === "pt-BR") return pt_br2_notif_report_story_dismissed(inputs)
	if (locale === "ja") return ja_notif_report_story_dismissed(inputs)
	if (locale === "ar") return ar_notif_report_story_dismissed(inputs)
	return en_notif_report_story_dismissed(inputs)
});