/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_BlockInputs */

const en_people_block = /** @type {(inputs: People_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Block`)
};

const fr_people_block = /** @type {(inputs: People_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bloquer`)
};

const de_people_block = /** @type {(inputs: People_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blockieren`)
};

const es_people_block = /** @type {(inputs: People_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bloquear`)
};

const pt_br2_people_block = /** @type {(inputs: People_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bloquear`)
};

const ja_people_block = /** @type {(inputs: People_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ブロック`)
};

const ar_people_block = /** @type {(inputs: People_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حظر`)
};

/**
* | output |
* | --- |
* | "Block" |
*
* @param {People_BlockInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const people_block = /** @type {((inputs?: People_BlockInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_BlockInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_people_block(inputs)
	if (locale === "de") return de_people_block(inputs)
	if (locale === "es") return es_people_block(inputs)
	if (locale === "pt-BR") return pt_br2_people_block(inputs)
	if (locale === "ja") return ja_people_block(inputs)
	if (locale === "ar") return ar_people_block(inputs)
	return en_people_block(inputs)
});