/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ section: NonNullable<unknown> }} Settings_TitleInputs */

const en_settings_title = /** @type {(inputs: Settings_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Settings: ${i?.section}`)
};

const fr_settings_title = /** @type {(inputs: Settings_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paramètres : ${i?.section}`)
};

const de_settings_title = /** @type {(inputs: Settings_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Einstellungen: ${i?.section}`)
};

const es_settings_title = /** @type {(inputs: Settings_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajustes: ${i?.section}`)
};

const pt_br2_settings_title = /** @type {(inputs: Settings_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Configurações: ${i?.section}`)
};

const ja_settings_title = /** @type {(inputs: Settings_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`設定：${i?.section}`)
};

const ar_settings_title = /** @type {(inputs: Settings_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الإعدادات: ${i?.section}`)
};

/**
* | output |
* | --- |
* | "Settings: {section}" |
*
* @param {Settings_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_title = /** @type {((inputs: Settings_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_title(inputs)
	if (locale === "de") return de_settings_title(inputs)
	if (locale === "es") return es_settings_title(inputs)
	if (locale === "pt-BR") return pt_br2_settings_title(inputs)
	if (locale === "ja") return ja_settings_title(inputs)
	if (locale === "ar") return ar_settings_title(inputs)
	return en_settings_title(inputs)
});