/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Report_Comment_TitleInputs */

const en_mod_report_comment_title = /** @type {(inputs: Mod_Report_Comment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report this comment`)
};

const fr_mod_report_comment_title = /** @type {(inputs: Mod_Report_Comment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signaler ce commentaire`)
};

const de_mod_report_comment_title = /** @type {(inputs: Mod_Report_Comment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Kommentar melden`)
};

const es_mod_report_comment_title = /** @type {(inputs: Mod_Report_Comment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denunciar este comentario`)
};

const pt_br2_mod_report_comment_title = /** @type {(inputs: Mod_Report_Comment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denunciar este comentário`)
};

const ja_mod_report_comment_title = /** @type {(inputs: Mod_Report_Comment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このコメントを通報`)
};

const ar_mod_report_comment_title = /** @type {(inputs: Mod_Report_Comment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإبلاغ عن هذا التعليق`)
};

/**
* | output |
* | --- |
* | "Report this comment" |
*
* @param {Mod_Report_Comment_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_report_comment_title = /** @type {((inputs?: Mod_Report_Comment_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Report_Comment_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_report_comment_title(inputs)
	if (locale === "de") return de_mod_report_comment_title(inputs)
	if (locale === "es") return es_mod_report_comment_title(inputs)
	if (locale === "pt-BR") return pt_br2_mod_report_comment_title(inputs)
	if (locale === "ja") return ja_mod_report_comment_title(inputs)
	if (locale === "ar") return ar_mod_report_comment_title(inputs)
	return en_mod_report_comment_title(inputs)
});