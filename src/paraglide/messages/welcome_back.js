/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Welcome_BackInputs */

const en_welcome_back = /** @type {(inputs: Welcome_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome back!`)
};

const fr_welcome_back = /** @type {(inputs: Welcome_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bon retour parmi nous !`)
};

const de_welcome_back = /** @type {(inputs: Welcome_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Willkommen zurück!`)
};

const es_welcome_back = /** @type {(inputs: Welcome_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Hola de nuevo!`)
};

const pt_br2_welcome_back = /** @type {(inputs: Welcome_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que bom ver você de novo!`)
};

const ja_welcome_back = /** @type {(inputs: Welcome_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`おかえりなさい！`)
};

const ar_welcome_back = /** @type {(inputs: Welcome_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحبًا بعودتك!`)
};

/**
* | output |
* | --- |
* | "Welcome back!" |
*
* @param {Welcome_BackInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const welcome_back = /** @type {((inputs?: Welcome_BackInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Welcome_BackInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_welcome_back(inputs)
	if (locale === "de") return de_welcome_back(inputs)
	if (locale === "es") return es_welcome_back(inputs)
	if (locale === "pt-BR") return pt_br2_welcome_back(inputs)
	if (locale === "ja") return ja_welcome_back(inputs)
	if (locale === "ar") return ar_welcome_back(inputs)
	return en_welcome_back(inputs)
});