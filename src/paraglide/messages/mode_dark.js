/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mode_DarkInputs */

const en_mode_dark = /** @type {(inputs: Mode_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dark mode`)
};

const fr_mode_dark = /** @type {(inputs: Mode_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode sombre`)
};

const de_mode_dark = /** @type {(inputs: Mode_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dunkler Modus`)
};

const es_mode_dark = /** @type {(inputs: Mode_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo oscuro`)
};

const pt_br2_mode_dark = /** @type {(inputs: Mode_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo escuro`)
};

const ja_mode_dark = /** @type {(inputs: Mode_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ダークモード`)
};

const ar_mode_dark = /** @type {(inputs: Mode_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الوضع الداكن`)
};

/**
* | output |
* | --- |
* | "Dark mode" |
*
* @param {Mode_DarkInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mode_dark = /** @type {((inputs?: Mode_DarkInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mode_DarkInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mode_dark(inputs)
	if (locale === "de") return de_mode_dark(inputs)
	if (locale === "es") return es_mode_dark(inputs)
	if (locale === "pt-BR") return pt_br2_mode_dark(inputs)
	if (locale === "ja") return ja_mode_dark(inputs)
	if (locale === "ar") return ar_mode_dark(inputs)
	return en_mode_dark(inputs)
});