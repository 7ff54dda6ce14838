/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_RestoredInputs */

const en_mod_restored = /** @type {(inputs: Mod_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Story shown again`)
};

const fr_mod_restored = /** @type {(inputs: Mod_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histoire de nouveau visible`)
};

const de_mod_restored = /** @type {(inputs: Mod_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschichte wieder sichtbar`)
};

const es_mod_restored = /** @type {(inputs: Mod_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historia visible de nuevo`)
};

const pt_br2_mod_restored = /** @type {(inputs: Mod_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`História visível de novo`)
};

const ja_mod_restored = /** @type {(inputs: Mod_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリーを再表示しました`)
};

const ar_mod_restored = /** @type {(inputs: Mod_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عادت القصة ظاهرة`)
};

/**
* | output |
* | --- |
* | "Story shown again" |
*
* @param {Mod_RestoredInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_restored = /** @type {((inputs?: Mod_RestoredInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_RestoredInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_restored(inputs)
	if (locale === "de") return de_mod_restored(inputs)
	if (locale === "es") return es_mod_restored(inputs)
	if (locale === "pt-BR") return pt_br2_mod_restored(inputs)
	if (locale === "ja") return ja_mod_restored(inputs)
	if (locale === "ar") return ar_mod_restored(inputs)
	return en_mod_restored(inputs)
});