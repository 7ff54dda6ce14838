/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Coauthor_LeftInputs */

const en_ed_coauthor_left = /** @type {(inputs: Ed_Coauthor_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are no longer a co-author of this story`)
};

const fr_ed_coauthor_left = /** @type {(inputs: Ed_Coauthor_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’êtes plus coauteur de cette histoire`)
};

const de_ed_coauthor_left = /** @type {(inputs: Ed_Coauthor_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind nicht mehr Mitautor dieser Geschichte`)
};

const es_ed_coauthor_left = /** @type {(inputs: Ed_Coauthor_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya no eres coautor de esta historia`)
};

const pt_br2_ed_coauthor_left = /** @type {(inputs: Ed_Coauthor_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você não é mais coautor desta história`)
};

const ja_ed_coauthor_left = /** @type {(inputs: Ed_Coauthor_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このストーリーの共著者ではなくなりました`)
};

const ar_ed_coauthor_left = /** @type {(inputs: Ed_Coauthor_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تعد مؤلفًا مشاركًا في هذه القصة`)
};

/**
* | output |
* | --- |
* | "You are no longer a co-author of this story" |
*
* @param {Ed_Coauthor_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_coauthor_left = /** @type {((inputs?: Ed_Coauthor_LeftInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Coauthor_LeftInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_coauthor_left(inputs)
	if (locale === "de") return de_ed_coauthor_left(inputs)
	if (locale === "es") return es_ed_coauthor_left(inputs)
	if (locale === "pt-BR") return pt_br2_ed_coauthor_left(inputs)
	if (locale === "ja") return ja_ed_coauthor_left(inputs)
	if (locale === "ar") return ar_ed_coauthor_left(inputs)
	return en_ed_coauthor_left(inputs)
});