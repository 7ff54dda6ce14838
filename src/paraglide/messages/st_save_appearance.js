/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Save_AppearanceInputs */

const en_st_save_appearance = /** @type {(inputs: St_Save_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save appearance`)
};

const fr_st_save_appearance = /** @type {(inputs: St_Save_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer l’apparence`)
};

const de_st_save_appearance = /** @type {(inputs: St_Save_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darstellung speichern`)
};

const es_st_save_appearance = /** @type {(inputs: St_Save_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar apariencia`)
};

const pt_br2_st_save_appearance = /** @type {(inputs: St_Save_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvar aparência`)
};

const ja_st_save_appearance = /** @type {(inputs: St_Save_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`表示設定を保存`)
};

const ar_st_save_appearance = /** @type {(inputs: St_Save_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حفظ المظهر`)
};

/**
* | output |
* | --- |
* | "Save appearance" |
*
* @param {St_Save_AppearanceInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_save_appearance = /** @type {((inputs?: St_Save_AppearanceInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Save_AppearanceInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_save_appearance(inputs)
	if (locale === "de") return de_st_save_appearance(inputs)
	if (locale === "es") return es_st_save_appearance(inputs)
	if (locale === "pt-BR") return pt_br2_st_save_appearance(inputs)
	if (locale === "ja") return ja_st_save_appearance(inputs)
	if (locale === "ar") return ar_st_save_appearance(inputs)
	return en_st_save_appearance(inputs)
});