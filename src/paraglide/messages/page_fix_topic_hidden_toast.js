/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Topic_Hidden_ToastInputs */

const en_page_fix_topic_hidden_toast = /** @type {(inputs: Page_Fix_Topic_Hidden_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hidden: stories about this topic leave your feeds`)
};

const fr_page_fix_topic_hidden_toast = /** @type {(inputs: Page_Fix_Topic_Hidden_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masqué : les histoires sur ce sujet quittent vos fils`)
};

const de_page_fix_topic_hidden_toast = /** @type {(inputs: Page_Fix_Topic_Hidden_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgeblendet: Geschichten zu diesem Thema verschwinden aus Ihren Feeds`)
};

const es_page_fix_topic_hidden_toast = /** @type {(inputs: Page_Fix_Topic_Hidden_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oculto: las historias sobre este tema salen de tus feeds`)
};

const pt_br2_page_fix_topic_hidden_toast = /** @type {(inputs: Page_Fix_Topic_Hidden_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oculto: histórias sobre este tema saem dos seus feeds`)
};

const ja_page_fix_topic_hidden_toast = /** @type {(inputs: Page_Fix_Topic_Hidden_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非表示：このトピックのストーリーはフィードに表示されなくなります`)
};

const ar_page_fix_topic_hidden_toast = /** @type {(inputs: Page_Fix_Topic_Hidden_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُخفي: تغادر قصص هذا الموضوع موجزاتك`)
};

/**
* | output |
* | --- |
* | "Hidden: stories about this topic leave your feeds" |
*
* @param {Page_Fix_Topic_Hidden_ToastInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_topic_hidden_toast = /** @type {((inputs?: Page_Fix_Topic_Hidden_ToastInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Topic_Hidden_ToastInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_topic_hidden_toast(inputs)
	if (locale === "de") return de_page_fix_topic_hidden_toast(inputs)
	if (locale === "es") return es_page_fix_topic_hidden_toast(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_topic_hidden_toast(inputs)
	if (locale === "ja") return ja_page_fix_topic_hidden_toast(inputs)
	if (locale === "ar") return ar_page_fix_topic_hidden_toast(inputs)
	return en_page_fix_topic_hidden_toast(inputs)
});