/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_UnsuspendedInputs */

const en_mod_unsuspended = /** @type {(inputs: Mod_UnsuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspension lifted`)
};

const fr_mod_unsuspended = /** @type {(inputs: Mod_UnsuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspension levée`)
};

const de_mod_unsuspended = /** @type {(inputs: Mod_UnsuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sperre aufgehoben`)
};

const es_mod_unsuspended = /** @type {(inputs: Mod_UnsuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspensión levantada`)
};

const pt_br2_mod_unsuspended = /** @type {(inputs: Mod_UnsuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspensão encerrada`)
};

const ja_mod_unsuspended = /** @type {(inputs: Mod_UnsuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`利用停止を解除しました`)
};

const ar_mod_unsuspended = /** @type {(inputs: Mod_UnsuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رُفع الإيقاف`)
};

/**
* | output |
* | --- |
* | "Suspension lifted" |
*
* @param {Mod_UnsuspendedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_unsuspended = /** @type {((inputs?: Mod_UnsuspendedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_UnsuspendedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_unsuspended(inputs)
	if (locale === "de") return de_mod_unsuspended(inputs)
	if (locale === "es") return es_mod_unsuspended(inputs)
	if (locale === "pt-BR") return pt_br2_mod_unsuspended(inputs)
	if (locale === "ja") return ja_mod_unsuspended(inputs)
	if (locale === "ar") return ar_mod_unsuspended(inputs)
	return en_mod_unsuspended(inputs)
});