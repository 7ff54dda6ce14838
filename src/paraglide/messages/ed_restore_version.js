/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Restore_VersionInputs */

const en_ed_restore_version = /** @type {(inputs: Ed_Restore_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restore this version`)
};

const fr_ed_restore_version = /** @type {(inputs: Ed_Restore_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurer cette version`)
};

const de_ed_restore_version = /** @type {(inputs: Ed_Restore_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Version wiederherstellen`)
};

const es_ed_restore_version = /** @type {(inputs: Ed_Restore_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurar esta versión`)
};

const pt_br2_ed_restore_version = /** @type {(inputs: Ed_Restore_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurar esta versão`)
};

const ja_ed_restore_version = /** @type {(inputs: Ed_Restore_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この版を復元`)
};

const ar_ed_restore_version = /** @type {(inputs: Ed_Restore_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استعادة هذه النسخة`)
};

/**
* | output |
* | --- |
* | "Restore this version" |
*
* @param {Ed_Restore_VersionInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_restore_version = /** @type {((inputs?: Ed_Restore_VersionInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Restore_VersionInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_restore_version(inputs)
	if (locale === "de") return de_ed_restore_version(inputs)
	if (locale === "es") return es_ed_restore_version(inputs)
	if (locale === "pt-BR") return pt_br2_ed_restore_version(inputs)
	if (locale === "ja") return ja_ed_restore_version(inputs)
	if (locale === "ar") return ar_ed_restore_version(inputs)
	return en_ed_restore_version(inputs)
});