/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Suspend_ForInputs */

const en_mod_suspend_for = /** @type {(inputs: Mod_Suspend_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspend for`)
};

const fr_mod_suspend_for = /** @type {(inputs: Mod_Suspend_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspendre pour`)
};

const de_mod_suspend_for = /** @type {(inputs: Mod_Suspend_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sperren für`)
};

const es_mod_suspend_for = /** @type {(inputs: Mod_Suspend_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspender por`)
};

const pt_br2_mod_suspend_for = /** @type {(inputs: Mod_Suspend_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspender por`)
};

const ja_mod_suspend_for = /** @type {(inputs: Mod_Suspend_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`利用停止の期間`)
};

const ar_mod_suspend_for = /** @type {(inputs: Mod_Suspend_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مدة الإيقاف`)
};

/**
* | output |
* | --- |
* | "Suspend for" |
*
* @param {Mod_Suspend_ForInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_suspend_for = /** @type {((inputs?: Mod_Suspend_ForInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Suspend_ForInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_suspend_for(inputs)
	if (locale === "de") return de_mod_suspend_for(inputs)
	if (locale === "es") return es_mod_suspend_for(inputs)
	if (locale === "pt-BR") return pt_br2_mod_suspend_for(inputs)
	if (locale === "ja") return ja_mod_suspend_for(inputs)
	if (locale === "ar") return ar_mod_suspend_for(inputs)
	return en_mod_suspend_for(inputs)
});