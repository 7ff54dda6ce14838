/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Feeds_LabelInputs */

const en_feeds_label = /** @type {(inputs: Feeds_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feeds`)
};

const fr_feeds_label = /** @type {(inputs: Feeds_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fils`)
};

const de_feeds_label = /** @type {(inputs: Feeds_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feeds`)
};

const es_feeds_label = /** @type {(inputs: Feeds_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feeds`)
};

const pt_br2_feeds_label = /** @type {(inputs: Feeds_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feeds`)
};

const ja_feeds_label = /** @type {(inputs: Feeds_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`フィード`)
};

const ar_feeds_label = /** @type {(inputs: Feeds_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الخلاصات`)
};

/**
* | output |
* | --- |
* | "Feeds" |
*
* @param {Feeds_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const feeds_label = /** @type {((inputs?: Feeds_LabelInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feeds_LabelInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_feeds_label(inputs)
	if (locale === "de") return de_feeds_label(inputs)
	if (locale === "es") return es_feeds_label(inputs)
	if (locale === "pt-BR") return pt_br2_feeds_label(inputs)
	if (locale === "ja") return ja_feeds_label(inputs)
	if (locale === "ar") return ar_feeds_label(inputs)
	return en_feeds_label(inputs)
});