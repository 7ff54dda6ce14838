/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_SectionsInputs */

const en_settings_sections = /** @type {(inputs: Settings_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings sections`)
};

const fr_settings_sections = /** @type {(inputs: Settings_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections des paramètres`)
};

const de_settings_sections = /** @type {(inputs: Settings_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bereiche der Einstellungen`)
};

const es_settings_sections = /** @type {(inputs: Settings_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secciones de ajustes`)
};

const pt_br2_settings_sections = /** @type {(inputs: Settings_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seções das configurações`)
};

const ja_settings_sections = /** @type {(inputs: Settings_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`設定の項目`)
};

const ar_settings_sections = /** @type {(inputs: Settings_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أقسام الإعدادات`)
};

/**
* | output |
* | --- |
* | "Settings sections" |
*
* @param {Settings_SectionsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_sections = /** @type {((inputs?: Settings_SectionsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_SectionsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_sections(inputs)
	if (locale === "de") return de_settings_sections(inputs)
	if (locale === "es") return es_settings_sections(inputs)
	if (locale === "pt-BR") return pt_br2_settings_sections(inputs)
	if (locale === "ja") return ja_settings_sections(inputs)
	if (locale === "ar") return ar_settings_sections(inputs)
	return en_settings_sections(inputs)
});