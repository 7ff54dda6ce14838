/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fedi_Block_ServerInputs */

const en_fedi_block_server = /** @type {(inputs: Fedi_Block_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Block server`)
};

const fr_fedi_block_server = /** @type {(inputs: Fedi_Block_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bloquer le serveur`)
};

const de_fedi_block_server = /** @type {(inputs: Fedi_Block_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Server blockieren`)
};

const es_fedi_block_server = /** @type {(inputs: Fedi_Block_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bloquear servidor`)
};

const pt_br2_fedi_block_server = /** @type {(inputs: Fedi_Block_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bloquear servidor`)
};

const ja_fedi_block_server = /** @type {(inputs: Fedi_Block_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サーバーをブロック`)
};

const ar_fedi_block_server = /** @type {(inputs: Fedi_Block_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حظر الخادم`)
};

/**
* | output |
* | --- |
* | "Block server" |
*
* @param {Fedi_Block_ServerInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_block_server = /** @type {((inputs?: Fedi_Block_ServerInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_Block_ServerInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_block_server(inputs)
	if (locale === "de") return de_fedi_block_server(inputs)
	if (locale === "es") return es_fedi_block_server(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_block_server(inputs)
	if (locale === "ja") return ja_fedi_block_server(inputs)
	if (locale === "ar") return ar_fedi_block_server(inputs)
	return en_fedi_block_server(inputs)
});