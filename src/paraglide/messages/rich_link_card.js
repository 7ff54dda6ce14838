/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Link_CardInputs */

const en_rich_link_card = /** @type {(inputs: Rich_Link_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link`)
};

const fr_rich_link_card = /** @type {(inputs: Rich_Link_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien`)
};

const de_rich_link_card = /** @type {(inputs: Rich_Link_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link`)
};

const es_rich_link_card = /** @type {(inputs: Rich_Link_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace`)
};

const pt_br2_rich_link_card = /** @type {(inputs: Rich_Link_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link`)
};

const ja_rich_link_card = /** @type {(inputs: Rich_Link_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リンク`)
};

const ar_rich_link_card = /** @type {(inputs: Rich_Link_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابط`)
};

/**
* | output |
* | --- |
* | "Link" |
*
* @param {Rich_Link_CardInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_link_card = /** @type {((inputs?: Rich_Link_CardInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Link_CardInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_link_card(inputs)
	if (locale === "de") return de_rich_link_card(inputs)
	if (locale === "es") return es_rich_link_card(inputs)
	if (locale === "pt-BR") return pt_br2_rich_link_card(inputs)
	if (locale === "ja") return ja_rich_link_card(inputs)
	if (locale === "ar") return ar_rich_link_card(inputs)
	return en_rich_link_card(inputs)
});