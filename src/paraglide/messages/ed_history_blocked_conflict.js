/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_History_Blocked_ConflictInputs */

const en_ed_history_blocked_conflict = /** @type {(inputs: Ed_History_Blocked_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settle the conflict above first.`)
};

const fr_ed_history_blocked_conflict = /** @type {(inputs: Ed_History_Blocked_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réglez d’abord le conflit ci-dessus.`)
};

const de_ed_history_blocked_conflict = /** @type {(inputs: Ed_History_Blocked_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lösen Sie zuerst den Konflikt oben.`)
};

const es_ed_history_blocked_conflict = /** @type {(inputs: Ed_History_Blocked_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resuelve primero el conflicto de arriba.`)
};

const pt_br2_ed_history_blocked_conflict = /** @type {(inputs: Ed_History_Blocked_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resolva primeiro o conflito acima.`)
};

const ja_ed_history_blocked_conflict = /** @type {(inputs: Ed_History_Blocked_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`先に上の競合を解決してください。`)
};

const ar_ed_history_blocked_conflict = /** @type {(inputs: Ed_History_Blocked_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حُلّ التعارض أعلاه أولًا.`)
};

/**
* | output |
* | --- |
* | "Settle the conflict above first." |
*
* @param {Ed_History_Blocked_ConflictInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_history_blocked_conflict = /** @type {((inputs?: Ed_History_Blocked_ConflictInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_History_Blocked_ConflictInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_history_blocked_conflict(inputs)
	if (locale === "de") return de_ed_history_blocked_conflict(inputs)
	if (locale === "es") return es_ed_history_blocked_conflict(inputs)
	if (locale === "pt-BR") return pt_br2_ed_history_blocked_conflict(inputs)
	if (locale === "ja") return ja_ed_history_blocked_conflict(inputs)
	if (locale === "ar") return ar_ed_history_blocked_conflict(inputs)
	return en_ed_history_blocked_conflict(inputs)
});