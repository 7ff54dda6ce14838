/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Feed_LanguagesInputs */

const en_settings_feed_languages = /** @type {(inputs: Settings_Feed_LanguagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stories in these languages`)
};

const fr_settings_feed_languages = /** @type {(inputs: Settings_Feed_LanguagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histoires dans ces langues`)
};

const de_settings_feed_languages = /** @type {(inputs: Settings_Feed_LanguagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschichten in diesen Sprachen`)
};

const es_settings_feed_languages = /** @type {(inputs: Settings_Feed_LanguagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias en estos idiomas`)
};

const pt_br2_settings_feed_languages = /** @type {(inputs: Settings_Feed_LanguagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histórias nestes idiomas`)
};

const ja_settings_feed_languages = /** @type {(inputs: Settings_Feed_LanguagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`表示する記事の言語`)
};

const ar_settings_feed_languages = /** @type {(inputs: Settings_Feed_LanguagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`القصص بهذه اللغات`)
};

/**
* | output |
* | --- |
* | "Stories in these languages" |
*
* @param {Settings_Feed_LanguagesInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_feed_languages = /** @type {((inputs?: Settings_Feed_LanguagesInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Feed_LanguagesInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_feed_languages(inputs)
	if (locale === "de") return de_settings_feed_languages(inputs)
	if (locale === "es") return es_settings_feed_languages(inputs)
	if (locale === "pt-BR") return pt_br2_settings_feed_languages(inputs)
	if (locale === "ja") return ja_settings_feed_languages(inputs)
	if (locale === "ar") return ar_settings_feed_languages(inputs)
	return en_settings_feed_languages(inputs)
});