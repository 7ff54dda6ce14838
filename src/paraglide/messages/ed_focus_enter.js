/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Focus_EnterInputs */

const en_ed_focus_enter = /** @type {(inputs: Ed_Focus_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide everything but the story`)
};

const fr_ed_focus_enter = /** @type {(inputs: Ed_Focus_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout masquer sauf l’histoire`)
};

const de_ed_focus_enter = /** @type {(inputs: Ed_Focus_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles außer der Geschichte ausblenden`)
};

const es_ed_focus_enter = /** @type {(inputs: Ed_Focus_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar todo menos la historia`)
};

const pt_br2_ed_focus_enter = /** @type {(inputs: Ed_Focus_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar tudo menos a história`)
};

const ja_ed_focus_enter = /** @type {(inputs: Ed_Focus_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`記事以外をすべて隠す`)
};

const ar_ed_focus_enter = /** @type {(inputs: Ed_Focus_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إخفاء كل شيء عدا القصة`)
};

/**
* | output |
* | --- |
* | "Hide everything but the story" |
*
* @param {Ed_Focus_EnterInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_focus_enter = /** @type {((inputs?: Ed_Focus_EnterInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Focus_EnterInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_focus_enter(inputs)
	if (locale === "de") return de_ed_focus_enter(inputs)
	if (locale === "es") return es_ed_focus_enter(inputs)
	if (locale === "pt-BR") return pt_br2_ed_focus_enter(inputs)
	if (locale === "ja") return ja_ed_focus_enter(inputs)
	if (locale === "ar") return ar_ed_focus_enter(inputs)
	return en_ed_focus_enter(inputs)
});