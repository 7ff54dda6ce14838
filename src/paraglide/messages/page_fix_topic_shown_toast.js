/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Topic_Shown_ToastInputs */

const en_page_fix_topic_shown_toast = /** @type {(inputs: Page_Fix_Topic_Shown_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown again: stories about this topic are back in your feeds`)
};

const fr_page_fix_topic_shown_toast = /** @type {(inputs: Page_Fix_Topic_Shown_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affiché à nouveau : les histoires sur ce sujet reviennent dans vos fils`)
};

const de_page_fix_topic_shown_toast = /** @type {(inputs: Page_Fix_Topic_Shown_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wieder angezeigt: Geschichten zu diesem Thema sind zurück in Ihren Feeds`)
};

const es_page_fix_topic_shown_toast = /** @type {(inputs: Page_Fix_Topic_Shown_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visible de nuevo: las historias sobre este tema vuelven a tus feeds`)
};

const pt_br2_page_fix_topic_shown_toast = /** @type {(inputs: Page_Fix_Topic_Shown_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visível de novo: histórias sobre este tema voltam aos seus feeds`)
};

const ja_page_fix_topic_shown_toast = /** @type {(inputs: Page_Fix_Topic_Shown_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`再表示：このトピックのストーリーがフィードに戻りました`)
};

const ar_page_fix_topic_shown_toast = /** @type {(inputs: Page_Fix_Topic_Shown_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ظاهر مجددًا: عادت قصص هذا الموضوع إلى موجزاتك`)
};

/**
* | output |
* | --- |
* | "Shown again: stories about this topic are back in your feeds" |
*
* @param {Page_Fix_Topic_Shown_ToastInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_topic_shown_toast = /** @type {((inputs?: Page_Fix_Topic_Shown_ToastInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Topic_Shown_ToastInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_topic_shown_toast(inputs)
	if (locale === "de") return de_page_fix_topic_shown_toast(inputs)
	if (locale === "es") return es_page_fix_topic_shown_toast(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_topic_shown_toast(inputs)
	if (locale === "ja") return ja_page_fix_topic_shown_toast(inputs)
	if (locale === "ar") return ar_page_fix_topic_shown_toast(inputs)
	return en_page_fix_topic_shown_toast(inputs)
});