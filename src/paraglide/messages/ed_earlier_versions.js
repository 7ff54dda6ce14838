/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Earlier_VersionsInputs */

const en_ed_earlier_versions = /** @type {(inputs: Ed_Earlier_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Earlier versions`)
};

const fr_ed_earlier_versions = /** @type {(inputs: Ed_Earlier_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versions précédentes`)
};

const de_ed_earlier_versions = /** @type {(inputs: Ed_Earlier_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frühere Versionen`)
};

const es_ed_earlier_versions = /** @type {(inputs: Ed_Earlier_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versiones anteriores`)
};

const pt_br2_ed_earlier_versions = /** @type {(inputs: Ed_Earlier_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versões anteriores`)
};

const ja_ed_earlier_versions = /** @type {(inputs: Ed_Earlier_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以前の版`)
};

const ar_ed_earlier_versions = /** @type {(inputs: Ed_Earlier_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النسخ السابقة`)
};

/**
* | output |
* | --- |
* | "Earlier versions" |
*
* @param {Ed_Earlier_VersionsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_earlier_versions = /** @type {((inputs?: Ed_Earlier_VersionsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Earlier_VersionsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_earlier_versions(inputs)
	if (locale === "de") return de_ed_earlier_versions(inputs)
	if (locale === "es") return es_ed_earlier_versions(inputs)
	if (locale === "pt-BR") return pt_br2_ed_earlier_versions(inputs)
	if (locale === "ja") return ja_ed_earlier_versions(inputs)
	if (locale === "ar") return ar_ed_earlier_versions(inputs)
	return en_ed_earlier_versions(inputs)
});