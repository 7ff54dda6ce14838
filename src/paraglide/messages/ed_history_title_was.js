/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Ed_History_Title_WasInputs */

const en_ed_history_title_was = /** @type {(inputs: Ed_History_Title_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The title was “${i?.title}”.`)
};

const fr_ed_history_title_was = /** @type {(inputs: Ed_History_Title_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le titre était « ${i?.title} ».`)
};

const de_ed_history_title_was = /** @type {(inputs: Ed_History_Title_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Titel war „${i?.title}“.`)
};

const es_ed_history_title_was = /** @type {(inputs: Ed_History_Title_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El título era «${i?.title}».`)
};

const pt_br2_ed_history_title_was = /** @type {(inputs: Ed_History_Title_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O título era “${i?.title}”.`)
};

const ja_ed_history_title_was = /** @type {(inputs: Ed_History_Title_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`タイトルは「${i?.title}」でした。`)
};

const ar_ed_history_title_was = /** @type {(inputs: Ed_History_Title_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`كان العنوان «${i?.title}».`)
};

/**
* | output |
* | --- |
* | "The title was “{title}”." |
*
* @param {Ed_History_Title_WasInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_history_title_was = /** @type {((inputs: Ed_History_Title_WasInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_History_Title_WasInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_history_title_was(inputs)
	if (locale === "de") return de_ed_history_title_was(inputs)
	if (locale === "es") return es_ed_history_title_was(inputs)
	if (locale === "pt-BR") return pt_br2_ed_history_title_was(inputs)
	if (locale === "ja") return ja_ed_history_title_was(inputs)
	if (locale === "ar") return ar_ed_history_title_was(inputs)
	return en_ed_history_title_was(inputs)
});