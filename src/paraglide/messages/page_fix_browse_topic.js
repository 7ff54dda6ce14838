/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Browse_TopicInputs */

const en_page_fix_browse_topic = /** @type {(inputs: Page_Fix_Browse_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or browse a topic:`)
};

const fr_page_fix_browse_topic = /** @type {(inputs: Page_Fix_Browse_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou parcourez un sujet :`)
};

const de_page_fix_browse_topic = /** @type {(inputs: Page_Fix_Browse_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oder stöbern Sie in einem Thema:`)
};

const es_page_fix_browse_topic = /** @type {(inputs: Page_Fix_Browse_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O explora un tema:`)
};

const pt_br2_page_fix_browse_topic = /** @type {(inputs: Page_Fix_Browse_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou navegue por um tema:`)
};

const ja_page_fix_browse_topic = /** @type {(inputs: Page_Fix_Browse_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`またはトピックから探す：`)
};

const ar_page_fix_browse_topic = /** @type {(inputs: Page_Fix_Browse_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أو تصفّح موضوعًا:`)
};

/**
* | output |
* | --- |
* | "Or browse a topic:" |
*
* @param {Page_Fix_Browse_TopicInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_browse_topic = /** @type {((inputs?: Page_Fix_Browse_TopicInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Browse_TopicInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_browse_topic(inputs)
	if (locale === "de") return de_page_fix_browse_topic(inputs)
	if (locale === "es") return es_page_fix_browse_topic(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_browse_topic(inputs)
	if (locale === "ja") return ja_page_fix_browse_topic(inputs)
	if (locale === "ar") return ar_page_fix_browse_topic(inputs)
	return en_page_fix_browse_topic(inputs)
});