/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_History_Blocked_DraftInputs */

const en_ed_history_blocked_draft = /** @type {(inputs: Ed_History_Blocked_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your latest writing is not saved yet: restoring waits until it is.`)
};

const fr_ed_history_blocked_draft = /** @type {(inputs: Ed_History_Blocked_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos derniers mots ne sont pas encore enregistrés : la restauration attend qu’ils le soient.`)
};

const de_ed_history_blocked_draft = /** @type {(inputs: Ed_History_Blocked_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr neuester Text ist noch nicht gespeichert: Das Wiederherstellen wartet, bis er es ist.`)
};

const es_ed_history_blocked_draft = /** @type {(inputs: Ed_History_Blocked_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo último que escribiste aún no está guardado: restaurar espera hasta que lo esté.`)
};

const pt_br2_ed_history_blocked_draft = /** @type {(inputs: Ed_History_Blocked_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que você escreveu por último ainda não foi salvo: restaurar espera até que seja.`)
};

const ja_ed_history_blocked_draft = /** @type {(inputs: Ed_History_Blocked_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最新の文章はまだ保存されていません:保存されるまで復元は待機します。`)
};

const ar_ed_history_blocked_draft = /** @type {(inputs: Ed_History_Blocked_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تُحفظ كتابتك الأخيرة بعد: تنتظر الاستعادة حتى تُحفظ.`)
};

/**
* | output |
* | --- |
* | "Your latest writing is not saved yet: restoring waits until it is." |
*
* @param {Ed_History_Blocked_DraftInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_history_blocked_draft = /** @type {((inputs?: Ed_History_Blocked_DraftInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_History_Blocked_DraftInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_history_blocked_draft(inputs)
	if (locale === "de") return de_ed_history_blocked_draft(inputs)
	if (locale === "es") return es_ed_history_blocked_draft(inputs)
	if (locale === "pt-BR") return pt_br2_ed_history_blocked_draft(inputs)
	if (locale === "ja") return ja_ed_history_blocked_draft(inputs)
	if (locale === "ar") return ar_ed_history_blocked_draft(inputs)
	return en_ed_history_blocked_draft(inputs)
});