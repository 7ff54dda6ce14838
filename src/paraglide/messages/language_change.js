/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_ChangeInputs */

const en_language_change = /** @type {(inputs: Language_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change`)
};

const fr_language_change = /** @type {(inputs: Language_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer`)
};

const de_language_change = /** @type {(inputs: Language_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ändern`)
};

const es_language_change = /** @type {(inputs: Language_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar`)
};

const pt_br2_language_change = /** @type {(inputs: Language_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterar`)
};

const ja_language_change = /** @type {(inputs: Language_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`変更`)
};

const ar_language_change = /** @type {(inputs: Language_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير`)
};

/**
* | output |
* | --- |
* | "Change" |
*
* @param {Language_ChangeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const language_change = /** @type {((inputs?: Language_ChangeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_ChangeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_language_change(inputs)
	if (locale === "de") return de_language_change(inputs)
	if (locale === "es") return es_language_change(inputs)
	if (locale === "pt-BR") return pt_br2_language_change(inputs)
	if (locale === "ja") return ja_language_change(inputs)
	if (locale === "ar") return ar_language_change(inputs)
	return en_language_change(inputs)
});