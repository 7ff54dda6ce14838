/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Sub_Confirm_ButtonInputs */

const en_leftb_sub_confirm_button = /** @type {(inputs: Leftb_Sub_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm my subscription`)
};

const fr_leftb_sub_confirm_button = /** @type {(inputs: Leftb_Sub_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer mon abonnement`)
};

const de_leftb_sub_confirm_button = /** @type {(inputs: Leftb_Sub_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mein Abonnement bestätigen`)
};

const es_leftb_sub_confirm_button = /** @type {(inputs: Leftb_Sub_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar mi suscripción`)
};

const pt_br2_leftb_sub_confirm_button = /** @type {(inputs: Leftb_Sub_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar minha inscrição`)
};

const ja_leftb_sub_confirm_button = /** @type {(inputs: Leftb_Sub_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`購読を確認する`)
};

const ar_leftb_sub_confirm_button = /** @type {(inputs: Leftb_Sub_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أكّد اشتراكي`)
};

/**
* | output |
* | --- |
* | "Confirm my subscription" |
*
* @param {Leftb_Sub_Confirm_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_sub_confirm_button = /** @type {((inputs?: Leftb_Sub_Confirm_ButtonInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Sub_Confirm_ButtonInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_sub_confirm_button(inputs)
	if (locale === "de") return de_leftb_sub_confirm_button(inputs)
	if (locale === "es") return es_leftb_sub_confirm_button(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_sub_confirm_button(inputs)
	if (locale === "ja") return ja_leftb_sub_confirm_button(inputs)
	if (locale === "ar") return ar_leftb_sub_confirm_button(inputs)
	return en_leftb_sub_confirm_button(inputs)
});