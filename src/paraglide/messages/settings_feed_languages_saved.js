/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Feed_Languages_SavedInputs */

const en_settings_feed_languages_saved = /** @type {(inputs: Settings_Feed_Languages_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your feeds' languages are saved.`)
};

const fr_settings_feed_languages_saved = /** @type {(inputs: Settings_Feed_Languages_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les langues de vos fils sont enregistrées.`)
};

const de_settings_feed_languages_saved = /** @type {(inputs: Settings_Feed_Languages_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Sprachen Ihrer Feeds sind gespeichert.`)
};

const es_settings_feed_languages_saved = /** @type {(inputs: Settings_Feed_Languages_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se guardaron los idiomas de tus feeds.`)
};

const pt_br2_settings_feed_languages_saved = /** @type {(inputs: Settings_Feed_Languages_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os idiomas dos seus feeds foram salvos.`)
};

const ja_settings_feed_languages_saved = /** @type {(inputs: Settings_Feed_Languages_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`フィードの言語を保存しました。`)
};

const ar_settings_feed_languages_saved = /** @type {(inputs: Settings_Feed_Languages_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حُفظت لغات موجزاتك.`)
};

/**
* | output |
* | --- |
* | "Your feeds' languages are saved." |
*
* @param {Settings_Feed_Languages_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_feed_languages_saved = /** @type {((inputs?: Settings_Feed_Languages_SavedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Feed_Languages_SavedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_feed_languages_saved(inputs)
	if (locale === "de") return de_settings_feed_languages_saved(inputs)
	if (locale === "es") return es_settings_feed_languages_saved(inputs)
	if (locale === "pt-BR") return pt_br2_settings_feed_languages_saved(inputs)
	if (locale === "ja") return ja_settings_feed_languages_saved(inputs)
	if (locale === "ar") return ar_settings_feed_languages_saved(inputs)
	return en_settings_feed_languages_saved(inputs)
});