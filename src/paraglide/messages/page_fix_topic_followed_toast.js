/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Topic_Followed_ToastInputs */

const en_page_fix_topic_followed_toast = /** @type {(inputs: Page_Fix_Topic_Followed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Following: stories about this topic come first in For you`)
};

const fr_page_fix_topic_followed_toast = /** @type {(inputs: Page_Fix_Topic_Followed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonné : les histoires sur ce sujet passent en premier dans Pour vous`)
};

const de_page_fix_topic_followed_toast = /** @type {(inputs: Page_Fix_Topic_Followed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie folgen: Geschichten zu diesem Thema stehen in „Für dich“ zuerst`)
};

const es_page_fix_topic_followed_toast = /** @type {(inputs: Page_Fix_Topic_Followed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiendo: las historias sobre este tema salen primero en Para ti`)
};

const pt_br2_page_fix_topic_followed_toast = /** @type {(inputs: Page_Fix_Topic_Followed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguindo: histórias sobre este tema vêm primeiro em Para você`)
};

const ja_page_fix_topic_followed_toast = /** @type {(inputs: Page_Fix_Topic_Followed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`フォロー中：このトピックのストーリーが「おすすめ」で先に表示されます`)
};

const ar_page_fix_topic_followed_toast = /** @type {(inputs: Page_Fix_Topic_Followed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تتابعه: تأتي قصص هذا الموضوع أولًا في «لك»`)
};

/**
* | output |
* | --- |
* | "Following: stories about this topic come first in For you" |
*
* @param {Page_Fix_Topic_Followed_ToastInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_topic_followed_toast = /** @type {((inputs?: Page_Fix_Topic_Followed_ToastInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Topic_Followed_ToastInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_topic_followed_toast(inputs)
	if (locale === "de") return de_page_fix_topic_followed_toast(inputs)
	if (locale === "es") return es_page_fix_topic_followed_toast(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_topic_followed_toast(inputs)
	if (locale === "ja") return ja_page_fix_topic_followed_toast(inputs)
	if (locale === "ar") return ar_page_fix_topic_followed_toast(inputs)
	return en_page_fix_topic_followed_toast(inputs)
});