/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Slash_Heading_HintInputs */

const en_ed_slash_heading_hint = /** @type {(inputs: Ed_Slash_Heading_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A section title`)
};

const fr_ed_slash_heading_hint = /** @type {(inputs: Ed_Slash_Heading_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le titre d’une partie`)
};

const de_ed_slash_heading_hint = /** @type {(inputs: Ed_Slash_Heading_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Titel eines Abschnitts`)
};

const es_ed_slash_heading_hint = /** @type {(inputs: Ed_Slash_Heading_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El título de una sección`)
};

const pt_br2_ed_slash_heading_hint = /** @type {(inputs: Ed_Slash_Heading_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O título de uma seção`)
};

const ja_ed_slash_heading_hint = /** @type {(inputs: Ed_Slash_Heading_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`セクションの見出し`)
};

const ar_ed_slash_heading_hint = /** @type {(inputs: Ed_Slash_Heading_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان قسم`)
};

/**
* | output |
* | --- |
* | "A section title" |
*
* @param {Ed_Slash_Heading_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_slash_heading_hint = /** @type {((inputs?: Ed_Slash_Heading_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Slash_Heading_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_slash_heading_hint(inputs)
	if (locale === "de") return de_ed_slash_heading_hint(inputs)
	if (locale === "es") return es_ed_slash_heading_hint(inputs)
	if (locale === "pt-BR") return pt_br2_ed_slash_heading_hint(inputs)
	if (locale === "ja") return ja_ed_slash_heading_hint(inputs)
	if (locale === "ar") return ar_ed_slash_heading_hint(inputs)
	return en_ed_slash_heading_hint(inputs)
});