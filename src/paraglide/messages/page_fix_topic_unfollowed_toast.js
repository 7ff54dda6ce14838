/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Topic_Unfollowed_ToastInputs */

const en_page_fix_topic_unfollowed_toast = /** @type {(inputs: Page_Fix_Topic_Unfollowed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unfollowed: this topic no longer weighs your For you`)
};

const fr_page_fix_topic_unfollowed_toast = /** @type {(inputs: Page_Fix_Topic_Unfollowed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désabonné : ce sujet ne pèse plus sur Pour vous`)
};

const de_page_fix_topic_unfollowed_toast = /** @type {(inputs: Page_Fix_Topic_Unfollowed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht mehr gefolgt: Dieses Thema zählt nicht mehr für „Für dich“`)
};

const es_page_fix_topic_unfollowed_toast = /** @type {(inputs: Page_Fix_Topic_Unfollowed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejaste de seguirlo: este tema ya no pesa en Para ti`)
};

const pt_br2_page_fix_topic_unfollowed_toast = /** @type {(inputs: Page_Fix_Topic_Unfollowed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deixou de seguir: este tema não pesa mais em Para você`)
};

const ja_page_fix_topic_unfollowed_toast = /** @type {(inputs: Page_Fix_Topic_Unfollowed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`フォロー解除：このトピックは「おすすめ」に影響しなくなります`)
};

const ar_page_fix_topic_unfollowed_toast = /** @type {(inputs: Page_Fix_Topic_Unfollowed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُلغيت المتابعة: لم يعد لهذا الموضوع وزن في «لك»`)
};

/**
* | output |
* | --- |
* | "Unfollowed: this topic no longer weighs your For you" |
*
* @param {Page_Fix_Topic_Unfollowed_ToastInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_topic_unfollowed_toast = /** @type {((inputs?: Page_Fix_Topic_Unfollowed_ToastInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Topic_Unfollowed_ToastInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_topic_unfollowed_toast(inputs)
	if (locale === "de") return de_page_fix_topic_unfollowed_toast(inputs)
	if (locale === "es") return es_page_fix_topic_unfollowed_toast(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_topic_unfollowed_toast(inputs)
	if (locale === "ja") return ja_page_fix_topic_unfollowed_toast(inputs)
	if (locale === "ar") return ar_page_fix_topic_unfollowed_toast(inputs)
	return en_page_fix_topic_unfollowed_toast(inputs)
});