/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Interests_SavedInputs */

const en_st_interests_saved = /** @type {(inputs: St_Interests_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your interests are saved`)
};

const fr_st_interests_saved = /** @type {(inputs: St_Interests_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos centres d’intérêt sont enregistrés`)
};

const de_st_interests_saved = /** @type {(inputs: St_Interests_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Interessen sind gespeichert`)
};

const es_st_interests_saved = /** @type {(inputs: St_Interests_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus intereses están guardados`)
};

const pt_br2_st_interests_saved = /** @type {(inputs: St_Interests_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seus interesses foram salvos`)
};

const ja_st_interests_saved = /** @type {(inputs: St_Interests_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`興味のあるトピックを保存しました`)
};

const ar_st_interests_saved = /** @type {(inputs: St_Interests_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حُفظت اهتماماتك`)
};

/**
* | output |
* | --- |
* | "Your interests are saved" |
*
* @param {St_Interests_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_interests_saved = /** @type {((inputs?: St_Interests_SavedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Interests_SavedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_interests_saved(inputs)
	if (locale === "de") return de_st_interests_saved(inputs)
	if (locale === "es") return es_st_interests_saved(inputs)
	if (locale === "pt-BR") return pt_br2_st_interests_saved(inputs)
	if (locale === "ja") return ja_st_interests_saved(inputs)
	if (locale === "ar") return ar_st_interests_saved(inputs)
	return en_st_interests_saved(inputs)
});