/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} ModeInputs */

const en_mode = /** @type {(inputs: ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode`)
};

const fr_mode = /** @type {(inputs: ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode`)
};

const de_mode = /** @type {(inputs: ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modus`)
};

const es_mode = /** @type {(inputs: ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo`)
};

const pt_br2_mode = /** @type {(inputs: ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo`)
};

const ja_mode = /** @type {(inputs: ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`モード`)
};

const ar_mode = /** @type {(inputs: ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الوضع`)
};

/**
* | output |
* | --- |
* | "Mode" |
*
* @param {ModeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mode = /** @type {((inputs?: ModeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<ModeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mode(inputs)
	if (locale === "de") return de_mode(inputs)
	if (locale === "es") return es_mode(inputs)
	if (locale === "pt-BR") return pt_br2_mode(inputs)
	if (locale === "ja") return ja_mode(inputs)
	if (locale === "ar") return ar_mode(inputs)
	return en_mode(inputs)
});