/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Save_ProfileInputs */

const en_st_save_profile = /** @type {(inputs: St_Save_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save profile`)
};

const fr_st_save_profile = /** @type {(inputs: St_Save_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer le profil`)
};

const de_st_save_profile = /** @type {(inputs: St_Save_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil speichern`)
};

const es_st_save_profile = /** @type {(inputs: St_Save_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar perfil`)
};

const pt_br2_st_save_profile = /** @type {(inputs: St_Save_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvar perfil`)
};

const ja_st_save_profile = /** @type {(inputs: St_Save_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プロフィールを保存`)
};

const ar_st_save_profile = /** @type {(inputs: St_Save_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حفظ الملف الشخصي`)
};

/**
* | output |
* | --- |
* | "Save profile" |
*
* @param {St_Save_ProfileInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_save_profile = /** @type {((inputs?: St_Save_ProfileInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Save_ProfileInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_save_profile(inputs)
	if (locale === "de") return de_st_save_profile(inputs)
	if (locale === "es") return es_st_save_profile(inputs)
	if (locale === "pt-BR") return pt_br2_st_save_profile(inputs)
	if (locale === "ja") return ja_st_save_profile(inputs)
	if (locale === "ar") return ar_st_save_profile(inputs)
	return en_st_save_profile(inputs)
});