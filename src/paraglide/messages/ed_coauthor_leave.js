/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Coauthor_LeaveInputs */

const en_ed_coauthor_leave = /** @type {(inputs: Ed_Coauthor_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave this story`)
};

const fr_ed_coauthor_leave = /** @type {(inputs: Ed_Coauthor_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitter cette histoire`)
};

const de_ed_coauthor_leave = /** @type {(inputs: Ed_Coauthor_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Geschichte verlassen`)
};

const es_ed_coauthor_leave = /** @type {(inputs: Ed_Coauthor_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejar esta historia`)
};

const pt_br2_ed_coauthor_leave = /** @type {(inputs: Ed_Coauthor_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sair desta história`)
};

const ja_ed_coauthor_leave = /** @type {(inputs: Ed_Coauthor_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このストーリーから抜ける`)
};

const ar_ed_coauthor_leave = /** @type {(inputs: Ed_Coauthor_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غادر هذه القصة`)
};

/**
* | output |
* | --- |
* | "Leave this story" |
*
* @param {Ed_Coauthor_LeaveInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_coauthor_leave = /** @type {((inputs?: Ed_Coauthor_LeaveInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Coauthor_LeaveInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_coauthor_leave(inputs)
	if (locale === "de") return de_ed_coauthor_leave(inputs)
	if (locale === "es") return es_ed_coauthor_leave(inputs)
	if (locale === "pt-BR") return pt_br2_ed_coauthor_leave(inputs)
	if (locale === "ja") return ja_ed_coauthor_leave(inputs)
	if (locale === "ar") return ar_ed_coauthor_leave(inputs)
	return en_ed_coauthor_leave(inputs)
});