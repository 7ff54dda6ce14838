/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tag: NonNullable<unknown> }} Page_Fix_Hide_TopicInputs */

const en_page_fix_hide_topic = /** @type {(inputs: Page_Fix_Hide_TopicInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hide #${i?.tag} from my feeds`)
};

const fr_page_fix_hide_topic = /** @type {(inputs: Page_Fix_Hide_TopicInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Masquer #${i?.tag} de mes fils`)
};

const de_page_fix_hide_topic = /** @type {(inputs: Page_Fix_Hide_TopicInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`#${i?.tag} in meinen Feeds ausblenden`)
};

const es_page_fix_hide_topic = /** @type {(inputs: Page_Fix_Hide_TopicInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ocultar #${i?.tag} de mis feeds`)
};

const pt_br2_page_fix_hide_topic = /** @type {(inputs: Page_Fix_Hide_TopicInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ocultar #${i?.tag} dos meus feeds`)
};

const ja_page_fix_hide_topic = /** @type {(inputs: Page_Fix_Hide_TopicInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`#${i?.tag} をフィードから隠す`)
};

const ar_page_fix_hide_topic = /** @type {(inputs: Page_Fix_Hide_TopicInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إخفاء #${i?.tag} من موجزاتي`)
};

/**
* | output |
* | --- |
* | "Hide #{tag} from my feeds" |
*
* @param {Page_Fix_Hide_TopicInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_hide_topic = /** @type {((inputs: Page_Fix_Hide_TopicInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Hide_TopicInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_hide_topic(inputs)
	if (locale === "de") return de_page_fix_hide_topic(inputs)
	if (locale === "es") return es_page_fix_hide_topic(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_hide_topic(inputs)
	if (locale === "ja") return ja_page_fix_hide_topic(inputs)
	if (locale === "ar") return ar_page_fix_hide_topic(inputs)
	return en_page_fix_hide_topic(inputs)
});