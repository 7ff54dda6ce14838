/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Canonical_UrlInputs */

const en_rich_canonical_url = /** @type {(inputs: Rich_Canonical_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Canonical URL (optional)`)
};

const fr_rich_canonical_url = /** @type {(inputs: Rich_Canonical_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL canonique (facultative)`)
};

const de_rich_canonical_url = /** @type {(inputs: Rich_Canonical_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kanonische URL (optional)`)
};

const es_rich_canonical_url = /** @type {(inputs: Rich_Canonical_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL canónica (opcional)`)
};

const pt_br2_rich_canonical_url = /** @type {(inputs: Rich_Canonical_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL canônica (opcional)`)
};

const ja_rich_canonical_url = /** @type {(inputs: Rich_Canonical_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正規 URL（任意）`)
};

const ar_rich_canonical_url = /** @type {(inputs: Rich_Canonical_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرابط الأصلي (اختياري)`)
};

/**
* | output |
* | --- |
* | "Canonical URL (optional)" |
*
* @param {Rich_Canonical_UrlInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_canonical_url = /** @type {((inputs?: Rich_Canonical_UrlInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Canonical_UrlInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_canonical_url(inputs)
	if (locale === "de") return de_rich_canonical_url(inputs)
	if (locale === "es") return es_rich_canonical_url(inputs)
	if (locale === "pt-BR") return pt_br2_rich_canonical_url(inputs)
	if (locale === "ja") return ja_rich_canonical_url(inputs)
	if (locale === "ar") return ar_rich_canonical_url(inputs)
	return en_rich_canonical_url(inputs)
});