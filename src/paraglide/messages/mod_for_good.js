/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_For_GoodInputs */

const en_mod_for_good = /** @type {(inputs: Mod_For_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`good`)
};

const fr_mod_for_good = /** @type {(inputs: Mod_For_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`toujours`)
};

const de_mod_for_good = /** @type {(inputs: Mod_For_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`immer`)
};

const es_mod_for_good = /** @type {(inputs: Mod_For_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`siempre`)
};

const pt_br2_mod_for_good = /** @type {(inputs: Mod_For_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sempre`)
};

const ja_mod_for_good = /** @type {(inputs: Mod_For_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無期限`)
};

const ar_mod_for_good = /** @type {(inputs: Mod_For_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نهائيًا`)
};

/**
* | output |
* | --- |
* | "good" |
*
* @param {Mod_For_GoodInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_for_good = /** @type {((inputs?: Mod_For_GoodInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_For_GoodInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_for_good(inputs)
	if (locale === "de") return de_mod_for_good(inputs)
	if (locale === "es") return es_mod_for_good(inputs)
	if (locale === "pt-BR") return pt_br2_mod_for_good(inputs)
	if (locale === "ja") return ja_mod_for_good(inputs)
	if (locale === "ar") return ar_mod_for_good(inputs)
	return en_mod_for_good(inputs)
});