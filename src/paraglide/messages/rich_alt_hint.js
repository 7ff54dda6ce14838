/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Alt_HintInputs */

const en_rich_alt_hint = /** @type {(inputs: Rich_Alt_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(alt text)`)
};

const fr_rich_alt_hint = /** @type {(inputs: Rich_Alt_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(texte alternatif)`)
};

const de_rich_alt_hint = /** @type {(inputs: Rich_Alt_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(Alternativtext)`)
};

const es_rich_alt_hint = /** @type {(inputs: Rich_Alt_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(texto alternativo)`)
};

const pt_br2_rich_alt_hint = /** @type {(inputs: Rich_Alt_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(texto alternativo)`)
};

const ja_rich_alt_hint = /** @type {(inputs: Rich_Alt_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（代替テキスト）`)
};

const ar_rich_alt_hint = /** @type {(inputs: Rich_Alt_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(نص بديل)`)
};

/**
* | output |
* | --- |
* | "(alt text)" |
*
* @param {Rich_Alt_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_alt_hint = /** @type {((inputs?: Rich_Alt_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Alt_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_alt_hint(inputs)
	if (locale === "de") return de_rich_alt_hint(inputs)
	if (locale === "es") return es_rich_alt_hint(inputs)
	if (locale === "pt-BR") return pt_br2_rich_alt_hint(inputs)
	if (locale === "ja") return ja_rich_alt_hint(inputs)
	if (locale === "ar") return ar_rich_alt_hint(inputs)
	return en_rich_alt_hint(inputs)
});