/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Fediverse_IntroInputs */

const en_page_fix_fediverse_intro = /** @type {(inputs: Page_Fix_Fediverse_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow people on Mastodon and other fediverse servers, and read their public posts here.`)
};

const fr_page_fix_fediverse_intro = /** @type {(inputs: Page_Fix_Fediverse_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivez des personnes sur Mastodon et d'autres serveurs du fédivers, et lisez ici leurs publications publiques.`)
};

const de_page_fix_fediverse_intro = /** @type {(inputs: Page_Fix_Fediverse_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Folgen Sie Personen auf Mastodon und anderen Fediverse-Servern und lesen Sie hier ihre öffentlichen Beiträge.`)
};

const es_page_fix_fediverse_intro = /** @type {(inputs: Page_Fix_Fediverse_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sigue a personas en Mastodon y otros servidores del fediverso, y lee aquí sus publicaciones públicas.`)
};

const pt_br2_page_fix_fediverse_intro = /** @type {(inputs: Page_Fix_Fediverse_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siga pessoas no Mastodon e em outros servidores do fediverso e leia aqui as publicações públicas delas.`)
};

const ja_page_fix_fediverse_intro = /** @type {(inputs: Page_Fix_Fediverse_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mastodon などの Fediverse サーバーの人をフォローし、公開投稿をここで読めます。`)
};

const ar_page_fix_fediverse_intro = /** @type {(inputs: Page_Fix_Fediverse_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تابِع أشخاصًا على ماستودون وخوادم الفيديفيرس الأخرى، واقرأ منشوراتهم العامة هنا.`)
};

/**
* | output |
* | --- |
* | "Follow people on Mastodon and other fediverse servers, and read their public posts here." |
*
* @param {Page_Fix_Fediverse_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_fediverse_intro = /** @type {((inputs?: Page_Fix_Fediverse_IntroInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Fediverse_IntroInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_fediverse_intro(inputs)
	if (locale === "de") return de_page_fix_fediverse_intro(inputs)
	if (locale === "es") return es_page_fix_fediverse_intro(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_fediverse_intro(inputs)
	if (locale === "ja") return ja_page_fix_fediverse_intro(inputs)
	if (locale === "ar") return ar_page_fix_fediverse_intro(inputs)
	return en_page_fix_fediverse_intro(inputs)
});