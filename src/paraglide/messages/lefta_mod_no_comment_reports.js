/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Mod_No_Comment_ReportsInputs */

const en_lefta_mod_no_comment_reports = /** @type {(inputs: Lefta_Mod_No_Comment_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reported comments. All quiet.`)
};

const fr_lefta_mod_no_comment_reports = /** @type {(inputs: Lefta_Mod_No_Comment_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun commentaire signalé. Tout est calme.`)
};

const de_lefta_mod_no_comment_reports = /** @type {(inputs: Lefta_Mod_No_Comment_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine gemeldeten Kommentare. Alles ruhig.`)
};

const es_lefta_mod_no_comment_reports = /** @type {(inputs: Lefta_Mod_No_Comment_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay comentarios denunciados. Todo en calma.`)
};

const pt_br2_lefta_mod_no_comment_reports = /** @type {(inputs: Lefta_Mod_No_Comment_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum comentário denunciado. Tudo tranquilo.`)
};

const ja_lefta_mod_no_comment_reports = /** @type {(inputs: Lefta_Mod_No_Comment_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`報告されたコメントはありません。平穏です。`)
};

const ar_lefta_mod_no_comment_reports = /** @type {(inputs: Lefta_Mod_No_Comment_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا تعليقات مبلَّغ عنها. كل شيء هادئ.`)
};

/**
* | output |
* | --- |
* | "No reported comments. All quiet." |
*
* @param {Lefta_Mod_No_Comment_ReportsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_no_comment_reports = /** @type {((inputs?: Lefta_Mod_No_Comment_ReportsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_No_Comment_ReportsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_no_comment_reports(inputs)
	if (locale === "de") return de_lefta_mod_no_comment_reports(inputs)
	if (locale === "es") return es_lefta_mod_no_comment_reports(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_no_comment_reports(inputs)
	if (locale === "ja") return ja_lefta_mod_no_comment_reports(inputs)
	if (locale === "ar") return ar_lefta_mod_no_comment_reports(inputs)
	return en_lefta_mod_no_comment_reports(inputs)
});