/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Sub_Not_NowInputs */

const en_leftb_sub_not_now = /** @type {(inputs: Leftb_Sub_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not now`)
};

const fr_leftb_sub_not_now = /** @type {(inputs: Leftb_Sub_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas maintenant`)
};

const de_leftb_sub_not_now = /** @type {(inputs: Leftb_Sub_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht jetzt`)
};

const es_leftb_sub_not_now = /** @type {(inputs: Leftb_Sub_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora no`)
};

const pt_br2_leftb_sub_not_now = /** @type {(inputs: Leftb_Sub_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agora não`)
};

const ja_leftb_sub_not_now = /** @type {(inputs: Leftb_Sub_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`今はしない`)
};

const ar_leftb_sub_not_now = /** @type {(inputs: Leftb_Sub_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ليس الآن`)
};

/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Leftb_Sub_Not_NowInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_sub_not_now = /** @type {((inputs?: Leftb_Sub_Not_NowInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Sub_Not_NowInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_sub_not_now(inputs)
	if (locale === "de") return de_leftb_sub_not_now(inputs)
	if (locale === "es") return es_leftb_sub_not_now(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_sub_not_now(inputs)
	if (locale === "ja") return ja_leftb_sub_not_now(inputs)
	if (locale === "ar") return ar_leftb_sub_not_now(inputs)
	return en_leftb_sub_not_now(inputs)
});