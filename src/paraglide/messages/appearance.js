/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} AppearanceInputs */

const en_appearance = /** @type {(inputs: AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appearance`)
};

const fr_appearance = /** @type {(inputs: AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apparence`)
};

const de_appearance = /** @type {(inputs: AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darstellung`)
};

const es_appearance = /** @type {(inputs: AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apariencia`)
};

const pt_br2_appearance = /** @type {(inputs: AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aparência`)
};

const ja_appearance = /** @type {(inputs: AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`表示`)
};

const ar_appearance = /** @type {(inputs: AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المظهر`)
};

/**
* | output |
* | --- |
* | "Appearance" |
*
* @param {AppearanceInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const appearance = /** @type {((inputs?: AppearanceInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<AppearanceInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_appearance(inputs)
	if (locale === "de") return de_appearance(inputs)
	if (locale === "es") return es_appearance(inputs)
	if (locale === "pt-BR") return pt_br2_appearance(inputs)
	if (locale === "ja") return ja_appearance(inputs)
	if (locale === "ar") return ar_appearance(inputs)
	return en_appearance(inputs)
});