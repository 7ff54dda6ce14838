/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Profile_UpdatedInputs */

const en_st_profile_updated = /** @type {(inputs: St_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile updated successfully!`)
};

const fr_st_profile_updated = /** @type {(inputs: St_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil mis à jour !`)
};

const de_st_profile_updated = /** @type {(inputs: St_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil aktualisiert!`)
};

const es_st_profile_updated = /** @type {(inputs: St_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Perfil actualizado!`)
};

const pt_br2_st_profile_updated = /** @type {(inputs: St_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil atualizado!`)
};

const ja_st_profile_updated = /** @type {(inputs: St_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プロフィールを更新しました!`)
};

const ar_st_profile_updated = /** @type {(inputs: St_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حُدّث الملف الشخصي بنجاح!`)
};

/**
* | output |
* | --- |
* | "Profile updated successfully!" |
*
* @param {St_Profile_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_profile_updated = /** @type {((inputs?: St_Profile_UpdatedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Profile_UpdatedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_profile_updated(inputs)
	if (locale === "de") return de_st_profile_updated(inputs)
	if (locale === "es") return es_st_profile_updated(inputs)
	if (locale === "pt-BR") return pt_br2_st_profile_updated(inputs)
	if (locale === "ja") return ja_st_profile_updated(inputs)
	if (locale === "ar") return ar_st_profile_updated(inputs)
	return en_st_profile_updated(inputs)
});