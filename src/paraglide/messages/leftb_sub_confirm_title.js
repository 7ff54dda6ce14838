/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Sub_Confirm_TitleInputs */

const en_leftb_sub_confirm_title = /** @type {(inputs: Leftb_Sub_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your subscription`)
};

const fr_leftb_sub_confirm_title = /** @type {(inputs: Leftb_Sub_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre abonnement`)
};

const de_leftb_sub_confirm_title = /** @type {(inputs: Leftb_Sub_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigen Sie Ihr Abonnement`)
};

const es_leftb_sub_confirm_title = /** @type {(inputs: Leftb_Sub_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu suscripción`)
};

const pt_br2_leftb_sub_confirm_title = /** @type {(inputs: Leftb_Sub_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme sua inscrição`)
};

const ja_leftb_sub_confirm_title = /** @type {(inputs: Leftb_Sub_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`購読を確認してください`)
};

const ar_leftb_sub_confirm_title = /** @type {(inputs: Leftb_Sub_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أكّد اشتراكك`)
};

/**
* | output |
* | --- |
* | "Confirm your subscription" |
*
* @param {Leftb_Sub_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_sub_confirm_title = /** @type {((inputs?: Leftb_Sub_Confirm_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Sub_Confirm_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_sub_confirm_title(inputs)
	if (locale === "de") return de_leftb_sub_confirm_title(inputs)
	if (locale === "es") return es_leftb_sub_confirm_title(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_sub_confirm_title(inputs)
	if (locale === "ja") return ja_leftb_sub_confirm_title(inputs)
	if (locale === "ar") return ar_leftb_sub_confirm_title(inputs)
	return en_leftb_sub_confirm_title(inputs)
});