/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Alt_LabelInputs */

const en_rich_alt_label = /** @type {(inputs: Rich_Alt_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description for people who cannot see it`)
};

const fr_rich_alt_label = /** @type {(inputs: Rich_Alt_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description pour les personnes qui ne peuvent pas la voir`)
};

const de_rich_alt_label = /** @type {(inputs: Rich_Alt_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beschreibung für Menschen, die es nicht sehen können`)
};

const es_rich_alt_label = /** @type {(inputs: Rich_Alt_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción para quienes no pueden verla`)
};

const pt_br2_rich_alt_label = /** @type {(inputs: Rich_Alt_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descrição para quem não pode vê-la`)
};

const ja_rich_alt_label = /** @type {(inputs: Rich_Alt_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`見えない人のための説明`)
};

const ar_rich_alt_label = /** @type {(inputs: Rich_Alt_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وصف لمن لا يستطيع رؤيتها`)
};

/**
* | output |
* | --- |
* | "Description for people who cannot see it" |
*
* @param {Rich_Alt_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_alt_label = /** @type {((inputs?: Rich_Alt_LabelInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Alt_LabelInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_alt_label(inputs)
	if (locale === "de") return de_rich_alt_label(inputs)
	if (locale === "es") return es_rich_alt_label(inputs)
	if (locale === "pt-BR") return pt_br2_rich_alt_label(inputs)
	if (locale === "ja") return ja_rich_alt_label(inputs)
	if (locale === "ar") return ar_rich_alt_label(inputs)
	return en_rich_alt_label(inputs)
});