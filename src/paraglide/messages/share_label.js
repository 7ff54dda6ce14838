/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_LabelInputs */

const en_share_label = /** @type {(inputs: Share_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share:`)
};

const fr_share_label = /** @type {(inputs: Share_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager :`)
};

const de_share_label = /** @type {(inputs: Share_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilen:`)
};

const es_share_label = /** @type {(inputs: Share_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir:`)
};

const pt_br2_share_label = /** @type {(inputs: Share_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartilhar:`)
};

const ja_share_label = /** @type {(inputs: Share_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`共有：`)
};

const ar_share_label = /** @type {(inputs: Share_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مشاركة:`)
};

/**
* | output |
* | --- |
* | "Share:" |
*
* @param {Share_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const share_label = /** @type {((inputs?: Share_LabelInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_LabelInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_share_label(inputs)
	if (locale === "de") return de_share_label(inputs)
	if (locale === "es") return es_share_label(inputs)
	if (locale === "pt-BR") return pt_br2_share_label(inputs)
	if (locale === "ja") return ja_share_label(inputs)
	if (locale === "ar") return ar_share_label(inputs)
	return en_share_label(inputs)
});