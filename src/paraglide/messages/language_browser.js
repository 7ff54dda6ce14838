/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_BrowserInputs */

const en_language_browser = /** @type {(inputs: Language_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As my browser asks`)
};

const fr_language_browser = /** @type {(inputs: Language_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Celle de mon navigateur`)
};

const de_language_browser = /** @type {(inputs: Language_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie mein Browser`)
};

const es_language_browser = /** @type {(inputs: Language_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La de mi navegador`)
};

const pt_br2_language_browser = /** @type {(inputs: Language_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A do meu navegador`)
};

const ja_language_browser = /** @type {(inputs: Language_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ブラウザの設定に従う`)
};

const ar_language_browser = /** @type {(inputs: Language_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حسب متصفحي`)
};

/**
* | output |
* | --- |
* | "As my browser asks" |
*
* @param {Language_BrowserInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const language_browser = /** @type {((inputs?: Language_BrowserInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_BrowserInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_language_browser(inputs)
	if (locale === "de") return de_language_browser(inputs)
	if (locale === "es") return es_language_browser(inputs)
	if (locale === "pt-BR") return pt_br2_language_browser(inputs)
	if (locale === "ja") return ja_language_browser(inputs)
	if (locale === "ar") return ar_language_browser(inputs)
	return en_language_browser(inputs)
});