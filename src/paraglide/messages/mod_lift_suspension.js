/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Lift_SuspensionInputs */

const en_mod_lift_suspension = /** @type {(inputs: Mod_Lift_SuspensionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lift the suspension`)
};

const fr_mod_lift_suspension = /** @type {(inputs: Mod_Lift_SuspensionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lever la suspension`)
};

const de_mod_lift_suspension = /** @type {(inputs: Mod_Lift_SuspensionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sperre aufheben`)
};

const es_mod_lift_suspension = /** @type {(inputs: Mod_Lift_SuspensionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Levantar la suspensión`)
};

const pt_br2_mod_lift_suspension = /** @type {(inputs: Mod_Lift_SuspensionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encerrar a suspensão`)
};

const ja_mod_lift_suspension = /** @type {(inputs: Mod_Lift_SuspensionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`利用停止を解除する`)
};

const ar_mod_lift_suspension = /** @type {(inputs: Mod_Lift_SuspensionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفع الإيقاف`)
};

/**
* | output |
* | --- |
* | "Lift the suspension" |
*
* @param {Mod_Lift_SuspensionInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_lift_suspension = /** @type {((inputs?: Mod_Lift_SuspensionInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Lift_SuspensionInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_lift_suspension(inputs)
	if (locale === "de") return de_mod_lift_suspension(inputs)
	if (locale === "es") return es_mod_lift_suspension(inputs)
	if (locale === "pt-BR") return pt_br2_mod_lift_suspension(inputs)
	if (locale === "ja") return ja_mod_lift_suspension(inputs)
	if (locale === "ar") return ar_mod_lift_suspension(inputs)
	return en_mod_lift_suspension(inputs)
});