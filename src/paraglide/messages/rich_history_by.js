/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Rich_History_ByInputs */

const en_rich_history_by = /** @type {(inputs: Rich_History_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by ${i?.name}`)
};

const fr_rich_history_by = /** @type {(inputs: Rich_History_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`par ${i?.name}`)
};

const de_rich_history_by = /** @type {(inputs: Rich_History_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`von ${i?.name}`)
};

const es_rich_history_by = /** @type {(inputs: Rich_History_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`por ${i?.name}`)
};

const pt_br2_rich_history_by = /** @type {(inputs: Rich_History_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`por ${i?.name}`)
};

const ja_rich_history_by = /** @type {(inputs: Rich_History_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} による編集`)
};

const ar_rich_history_by = /** @type {(inputs: Rich_History_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`بقلم ${i?.name}`)
};

/**
* | output |
* | --- |
* | "by {name}" |
*
* @param {Rich_History_ByInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_history_by = /** @type {((inputs: Rich_History_ByInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_History_ByInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_history_by(inputs)
	if (locale === "de") return de_rich_history_by(inputs)
	if (locale === "es") return es_rich_history_by(inputs)
	if (locale === "pt-BR") return pt_br2_rich_history_by(inputs)
	if (locale === "ja") return ja_rich_history_by(inputs)
	if (locale === "ar") return ar_rich_history_by(inputs)
	return en_rich_history_by(inputs)
});