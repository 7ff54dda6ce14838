/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Only_In_VersionInputs */

const en_ed_only_in_version = /** @type {(inputs: Ed_Only_In_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`only in this version`)
};

const fr_ed_only_in_version = /** @type {(inputs: Ed_Only_In_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seulement dans cette version`)
};

const de_ed_only_in_version = /** @type {(inputs: Ed_Only_In_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nur in dieser Version`)
};

const es_ed_only_in_version = /** @type {(inputs: Ed_Only_In_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`solo en esta versión`)
};

const pt_br2_ed_only_in_version = /** @type {(inputs: Ed_Only_In_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`só nesta versão`)
};

const ja_ed_only_in_version = /** @type {(inputs: Ed_Only_In_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この版のみ`)
};

const ar_ed_only_in_version = /** @type {(inputs: Ed_Only_In_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`في هذه النسخة فقط`)
};

/**
* | output |
* | --- |
* | "only in this version" |
*
* @param {Ed_Only_In_VersionInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_only_in_version = /** @type {((inputs?: Ed_Only_In_VersionInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Only_In_VersionInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_only_in_version(inputs)
	if (locale === "de") return de_ed_only_in_version(inputs)
	if (locale === "es") return es_ed_only_in_version(inputs)
	if (locale === "pt-BR") return pt_br2_ed_only_in_version(inputs)
	if (locale === "ja") return ja_ed_only_in_version(inputs)
	if (locale === "ar") return ar_ed_only_in_version(inputs)
	return en_ed_only_in_version(inputs)
});