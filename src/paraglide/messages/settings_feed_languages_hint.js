/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Feed_Languages_HintInputs */

const en_settings_feed_languages_hint = /** @type {(inputs: Settings_Feed_Languages_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your home feeds and topics show stories written in the languages you tick. Tick none to see every language.`)
};

const fr_settings_feed_languages_hint = /** @type {(inputs: Settings_Feed_Languages_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre accueil et les sujets montrent les histoires écrites dans les langues cochées. N’en cochez aucune pour les voir toutes.`)
};

const de_settings_feed_languages_hint = /** @type {(inputs: Settings_Feed_Languages_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Startseite und Themen zeigen Geschichten in den angekreuzten Sprachen. Kreuzen Sie keine an, um alle Sprachen zu sehen.`)
};

const es_settings_feed_languages_hint = /** @type {(inputs: Settings_Feed_Languages_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu inicio y los temas muestran historias escritas en los idiomas que marques. No marques ninguno para verlos todos.`)
};

const pt_br2_settings_feed_languages_hint = /** @type {(inputs: Settings_Feed_Languages_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu início e os tópicos mostram histórias escritas nos idiomas marcados. Não marque nenhum para ver todos.`)
};

const ja_settings_feed_languages_hint = /** @type {(inputs: Settings_Feed_Languages_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ホームとトピックには、チェックした言語で書かれた記事が表示されます。すべての言語を表示するには、何もチェックしないでください。`)
};

const ar_settings_feed_languages_hint = /** @type {(inputs: Settings_Feed_Languages_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعرض صفحتك الرئيسية والمواضيع القصص المكتوبة باللغات التي تحددها. لا تحدد أي لغة لرؤية كل اللغات.`)
};

/**
* | output |
* | --- |
* | "Your home feeds and topics show stories written in the languages you tick. Tick none to see every language." |
*
* @param {Settings_Feed_Languages_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_feed_languages_hint = /** @type {((inputs?: Settings_Feed_Languages_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Feed_Languages_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_feed_languages_hint(inputs)
	if (locale === "de") return de_settings_feed_languages_hint(inputs)
	if (locale === "es") return es_settings_feed_languages_hint(inputs)
	if (locale === "pt-BR") return pt_br2_settings_feed_languages_hint(inputs)
	if (locale === "ja") return ja_settings_feed_languages_hint(inputs)
	if (locale === "ar") return ar_settings_feed_languages_hint(inputs)
	return en_settings_feed_languages_hint(inputs)
});