/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Edit_ProfileInputs */

const en_settings_edit_profile = /** @type {(inputs: Settings_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit profile`)
};

const fr_settings_edit_profile = /** @type {(inputs: Settings_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le profil`)
};

const de_settings_edit_profile = /** @type {(inputs: Settings_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil bearbeiten`)
};

const es_settings_edit_profile = /** @type {(inputs: Settings_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar perfil`)
};

const pt_br2_settings_edit_profile = /** @type {(inputs: Settings_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar perfil`)
};

const ja_settings_edit_profile = /** @type {(inputs: Settings_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プロフィールを編集`)
};

const ar_settings_edit_profile = /** @type {(inputs: Settings_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعديل الملف الشخصي`)
};

/**
* | output |
* | --- |
* | "Edit profile" |
*
* @param {Settings_Edit_ProfileInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_edit_profile = /** @type {((inputs?: Settings_Edit_ProfileInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Edit_ProfileInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_edit_profile(inputs)
	if (locale === "de") return de_settings_edit_profile(inputs)
	if (locale === "es") return es_settings_edit_profile(inputs)
	if (locale === "pt-BR") return pt_br2_settings_edit_profile(inputs)
	if (locale === "ja") return ja_settings_edit_profile(inputs)
	if (locale === "ar") return ar_settings_edit_profile(inputs)
	return en_settings_edit_profile(inputs)
});