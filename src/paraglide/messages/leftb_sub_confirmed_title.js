/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Sub_Confirmed_TitleInputs */

const en_leftb_sub_confirmed_title = /** @type {(inputs: Leftb_Sub_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription confirmed`)
};

const fr_leftb_sub_confirmed_title = /** @type {(inputs: Leftb_Sub_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement confirmé`)
};

const de_leftb_sub_confirmed_title = /** @type {(inputs: Leftb_Sub_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement bestätigt`)
};

const es_leftb_sub_confirmed_title = /** @type {(inputs: Leftb_Sub_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripción confirmada`)
};

const pt_br2_leftb_sub_confirmed_title = /** @type {(inputs: Leftb_Sub_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrição confirmada`)
};

const ja_leftb_sub_confirmed_title = /** @type {(inputs: Leftb_Sub_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`購読を確認しました`)
};

const ar_leftb_sub_confirmed_title = /** @type {(inputs: Leftb_Sub_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تأكيد الاشتراك`)
};

/**
* | output |
* | --- |
* | "Subscription confirmed" |
*
* @param {Leftb_Sub_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_sub_confirmed_title = /** @type {((inputs?: Leftb_Sub_Confirmed_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Sub_Confirmed_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_sub_confirmed_title(inputs)
	if (locale === "de") return de_leftb_sub_confirmed_title(inputs)
	if (locale === "es") return es_leftb_sub_confirmed_title(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_sub_confirmed_title(inputs)
	if (locale === "ja") return ja_leftb_sub_confirmed_title(inputs)
	if (locale === "ar") return ar_leftb_sub_confirmed_title(inputs)
	return en_leftb_sub_confirmed_title(inputs)
});