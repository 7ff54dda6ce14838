/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mode_LightInputs */

const en_mode_light = /** @type {(inputs: Mode_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Light mode`)
};

const fr_mode_light = /** @type {(inputs: Mode_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode clair`)
};

const de_mode_light = /** @type {(inputs: Mode_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heller Modus`)
};

const es_mode_light = /** @type {(inputs: Mode_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo claro`)
};

const pt_br2_mode_light = /** @type {(inputs: Mode_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo claro`)
};

const ja_mode_light = /** @type {(inputs: Mode_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ライトモード`)
};

const ar_mode_light = /** @type {(inputs: Mode_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الوضع الفاتح`)
};

/**
* | output |
* | --- |
* | "Light mode" |
*
* @param {Mode_LightInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mode_light = /** @type {((inputs?: Mode_LightInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mode_LightInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mode_light(inputs)
	if (locale === "de") return de_mode_light(inputs)
	if (locale === "es") return es_mode_light(inputs)
	if (locale === "pt-BR") return pt_br2_mode_light(inputs)
	if (locale === "ja") return ja_mode_light(inputs)
	if (locale === "ar") return ar_mode_light(inputs)
	return en_mode_light(inputs)
});