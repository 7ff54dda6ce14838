/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dark_ModeInputs */

const en_dark_mode = /** @type {(inputs: Dark_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dark mode`)
};

const fr_dark_mode = /** @type {(inputs: Dark_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode sombre`)
};

const de_dark_mode = /** @type {(inputs: Dark_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dunkelmodus`)
};

const es_dark_mode = /** @type {(inputs: Dark_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo oscuro`)
};

const pt_br2_dark_mode = /** @type {(inputs: Dark_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo escuro`)
};

const ja_dark_mode = /** @type {(inputs: Dark_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ダークモード`)
};

const ar_dark_mode = /** @type {(inputs: Dark_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الوضع الداكن`)
};

/**
* | output |
* | --- |
* | "Dark mode" |
*
* @param {Dark_ModeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const dark_mode = /** @type {((inputs?: Dark_ModeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dark_ModeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_dark_mode(inputs)
	if (locale === "de") return de_dark_mode(inputs)
	if (locale === "es") return es_dark_mode(inputs)
	if (locale === "pt-BR") return pt_br2_dark_mode(inputs)
	if (locale === "ja") return ja_dark_mode(inputs)
	if (locale === "ar") return ar_dark_mode(inputs)
	return en_dark_mode(inputs)
});