/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Embed_AddressInputs */

const en_rich_embed_address = /** @type {(inputs: Rich_Embed_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Embed address`)
};

const fr_rich_embed_address = /** @type {(inputs: Rich_Embed_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse à intégrer`)
};

const de_rich_embed_address = /** @type {(inputs: Rich_Embed_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse zum Einbetten`)
};

const es_rich_embed_address = /** @type {(inputs: Rich_Embed_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección que insertar`)
};

const pt_br2_rich_embed_address = /** @type {(inputs: Rich_Embed_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endereço a incorporar`)
};

const ja_rich_embed_address = /** @type {(inputs: Rich_Embed_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`埋め込むアドレス`)
};

const ar_rich_embed_address = /** @type {(inputs: Rich_Embed_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان التضمين`)
};

/**
* | output |
* | --- |
* | "Embed address" |
*
* @param {Rich_Embed_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_embed_address = /** @type {((inputs?: Rich_Embed_AddressInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Embed_AddressInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_embed_address(inputs)
	if (locale === "de") return de_rich_embed_address(inputs)
	if (locale === "es") return es_rich_embed_address(inputs)
	if (locale === "pt-BR") return pt_br2_rich_embed_address(inputs)
	if (locale === "ja") return ja_rich_embed_address(inputs)
	if (locale === "ar") return ar_rich_embed_address(inputs)
	return en_rich_embed_address(inputs)
});