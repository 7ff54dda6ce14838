/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Language_HintInputs */

const en_settings_language_hint = /** @type {(inputs: Settings_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The language of menus, buttons and e-mails. Stories stay in the language they were written in.`)
};

const fr_settings_language_hint = /** @type {(inputs: Settings_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La langue des menus, des boutons et des e-mails. Les histoires restent dans la langue où elles ont été écrites.`)
};

const de_settings_language_hint = /** @type {(inputs: Settings_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Sprache von Menüs, Schaltflächen und E-Mails. Geschichten bleiben in der Sprache, in der sie geschrieben wurden.`)
};

const es_settings_language_hint = /** @type {(inputs: Settings_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El idioma de los menús, botones y correos. Las historias siguen en el idioma en que se escribieron.`)
};

const pt_br2_settings_language_hint = /** @type {(inputs: Settings_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O idioma dos menus, botões e e-mails. As histórias continuam no idioma em que foram escritas.`)
};

const ja_settings_language_hint = /** @type {(inputs: Settings_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メニュー、ボタン、メールの言語です。記事は書かれた言語のままです。`)
};

const ar_settings_language_hint = /** @type {(inputs: Settings_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لغة القوائم والأزرار والرسائل. تبقى القصص باللغة التي كُتبت بها.`)
};

/**
* | output |
* | --- |
* | "The language of menus, buttons and e-mails. Stories stay in the language they were written in." |
*
* @param {Settings_Language_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_language_hint = /** @type {((inputs?: Settings_Language_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Language_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_language_hint(inputs)
	if (locale === "de") return de_settings_language_hint(inputs)
	if (locale === "es") return es_settings_language_hint(inputs)
	if (locale === "pt-BR") return pt_br2_settings_language_hint(inputs)
	if (locale === "ja") return ja_settings_language_hint(inputs)
	if (locale === "ar") return ar_settings_language_hint(inputs)
	return en_settings_language_hint(inputs)
});