/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_PublishingInputs */

const en_ed_publishing = /** @type {(inputs: Ed_PublishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publishing…`)
};

const fr_ed_publishing = /** @type {(inputs: Ed_PublishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publication…`)
};

const de_ed_publishing = /** @type {(inputs: Ed_PublishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird veröffentlicht…`)
};

const es_ed_publishing = /** @type {(inputs: Ed_PublishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicando…`)
};

const pt_br2_ed_publishing = /** @type {(inputs: Ed_PublishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicando…`)
};

const ja_ed_publishing = /** @type {(inputs: Ed_PublishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公開中…`)
};

const ar_ed_publishing = /** @type {(inputs: Ed_PublishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ النشر…`)
};

/**
* | output |
* | --- |
* | "Publishing…" |
*
* @param {Ed_PublishingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_publishing = /** @type {((inputs?: Ed_PublishingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_PublishingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_publishing(inputs)
	if (locale === "de") return de_ed_publishing(inputs)
	if (locale === "es") return es_ed_publishing(inputs)
	if (locale === "pt-BR") return pt_br2_ed_publishing(inputs)
	if (locale === "ja") return ja_ed_publishing(inputs)
	if (locale === "ar") return ar_ed_publishing(inputs)
	return en_ed_publishing(inputs)
});