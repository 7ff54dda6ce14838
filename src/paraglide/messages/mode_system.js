/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mode_SystemInputs */

const en_mode_system = /** @type {(inputs: Mode_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow system`)
};

const fr_mode_system = /** @type {(inputs: Mode_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comme le système`)
};

const de_mode_system = /** @type {(inputs: Mode_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie das System`)
};

const es_mode_system = /** @type {(inputs: Mode_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Según el sistema`)
};

const pt_br2_mode_system = /** @type {(inputs: Mode_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguir o sistema`)
};

const ja_mode_system = /** @type {(inputs: Mode_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`システムに合わせる`)
};

const ar_mode_system = /** @type {(inputs: Mode_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حسب النظام`)
};

/**
* | output |
* | --- |
* | "Follow system" |
*
* @param {Mode_SystemInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mode_system = /** @type {((inputs?: Mode_SystemInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mode_SystemInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mode_system(inputs)
	if (locale === "de") return de_mode_system(inputs)
	if (locale === "es") return es_mode_system(inputs)
	if (locale === "pt-BR") return pt_br2_mode_system(inputs)
	if (locale === "ja") return ja_mode_system(inputs)
	if (locale === "ar") return ar_mode_system(inputs)
	return en_mode_system(inputs)
});