/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Editing_NowInputs */

const en_rich_editing_now = /** @type {(inputs: Rich_Editing_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editing now`)
};

const fr_rich_editing_now = /** @type {(inputs: Rich_Editing_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En train de modifier`)
};

const de_rich_editing_now = /** @type {(inputs: Rich_Editing_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bearbeiten gerade`)
};

const es_rich_editing_now = /** @type {(inputs: Rich_Editing_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editando ahora`)
};

const pt_br2_rich_editing_now = /** @type {(inputs: Rich_Editing_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editando agora`)
};

const ja_rich_editing_now = /** @type {(inputs: Rich_Editing_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`編集中`)
};

const ar_rich_editing_now = /** @type {(inputs: Rich_Editing_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يحرّرون الآن`)
};

/**
* | output |
* | --- |
* | "Editing now" |
*
* @param {Rich_Editing_NowInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_editing_now = /** @type {((inputs?: Rich_Editing_NowInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Editing_NowInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_editing_now(inputs)
	if (locale === "de") return de_rich_editing_now(inputs)
	if (locale === "es") return es_rich_editing_now(inputs)
	if (locale === "pt-BR") return pt_br2_rich_editing_now(inputs)
	if (locale === "ja") return ja_rich_editing_now(inputs)
	if (locale === "ar") return ar_rich_editing_now(inputs)
	return en_rich_editing_now(inputs)
});