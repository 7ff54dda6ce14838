/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Link_AddressInputs */

const en_rich_link_address = /** @type {(inputs: Rich_Link_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link address`)
};

const fr_rich_link_address = /** @type {(inputs: Rich_Link_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse du lien`)
};

const de_rich_link_address = /** @type {(inputs: Rich_Link_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse des Links`)
};

const es_rich_link_address = /** @type {(inputs: Rich_Link_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección del enlace`)
};

const pt_br2_rich_link_address = /** @type {(inputs: Rich_Link_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endereço do link`)
};

const ja_rich_link_address = /** @type {(inputs: Rich_Link_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リンク先のアドレス`)
};

const ar_rich_link_address = /** @type {(inputs: Rich_Link_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان الرابط`)
};

/**
* | output |
* | --- |
* | "Link address" |
*
* @param {Rich_Link_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_link_address = /** @type {((inputs?: Rich_Link_AddressInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Link_AddressInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_link_address(inputs)
	if (locale === "de") return de_rich_link_address(inputs)
	if (locale === "es") return es_rich_link_address(inputs)
	if (locale === "pt-BR") return pt_br2_rich_link_address(inputs)
	if (locale === "ja") return ja_rich_link_address(inputs)
	if (locale === "ar") return ar_rich_link_address(inputs)
	return en_rich_link_address(inputs)
});