/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tag: NonNullable<unknown> }} Topic_HiddenInputs */

const en_topic_hidden = /** @type {(inputs: Topic_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`#${i?.tag} is hidden`)
};

const fr_topic_hidden = /** @type {(inputs: Topic_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`#${i?.tag} est masqué`)
};

const de_topic_hidden = /** @type {(inputs: Topic_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`#${i?.tag} ist ausgeblendet`)
};

const es_topic_hidden = /** @type {(inputs: Topic_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`#${i?.tag} está oculto`)
};

const pt_br2_topic_hidden = /** @type {(inputs: Topic_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`#${i?.tag} está oculto`)
};

const ja_topic_hidden = /** @type {(inputs: Topic_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`#${i?.tag} は非表示です`)
};

const ar_topic_hidden = /** @type {(inputs: Topic_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`#${i?.tag} مخفي`)
};

/**
* | output |
* | --- |
* | "#{tag} is hidden" |
*
* @param {Topic_HiddenInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const topic_hidden = /** @type {((inputs: Topic_HiddenInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topic_HiddenInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_topic_hidden(inputs)
	if (locale === "de") return de_topic_hidden(inputs)
	if (locale === "es") return es_topic_hidden(inputs)
	if (locale === "pt-BR") return pt_br2_topic_hidden(inputs)
	if (locale === "ja") return ja_topic_hidden(inputs)
	if (locale === "ar") return ar_topic_hidden(inputs)
	return en_topic_hidden(inputs)
});