/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tags_LabelInputs */

const en_tags_label = /** @type {(inputs: Tags_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tags`)
};

const fr_tags_label = /** @type {(inputs: Tags_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étiquettes`)
};

const de_tags_label = /** @type {(inputs: Tags_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlagwörter`)
};

const es_tags_label = /** @type {(inputs: Tags_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Etiquetas`)
};

const pt_br2_tags_label = /** @type {(inputs: Tags_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tags`)
};

const ja_tags_label = /** @type {(inputs: Tags_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`タグ`)
};

const ar_tags_label = /** @type {(inputs: Tags_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الوسوم`)
};

/**
* | output |
* | --- |
* | "Tags" |
*
* @param {Tags_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const tags_label = /** @type {((inputs?: Tags_LabelInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tags_LabelInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_tags_label(inputs)
	if (locale === "de") return de_tags_label(inputs)
	if (locale === "es") return es_tags_label(inputs)
	if (locale === "pt-BR") return pt_br2_tags_label(inputs)
	if (locale === "ja") return ja_tags_label(inputs)
	if (locale === "ar") return ar_tags_label(inputs)
	return en_tags_label(inputs)
});