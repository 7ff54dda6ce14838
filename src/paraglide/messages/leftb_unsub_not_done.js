/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Unsub_Not_DoneInputs */

const en_leftb_unsub_not_done = /** @type {(inputs: Leftb_Unsub_Not_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not unsubscribed`)
};

const fr_leftb_unsub_not_done = /** @type {(inputs: Leftb_Unsub_Not_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désabonnement non effectué`)
};

const de_leftb_unsub_not_done = /** @type {(inputs: Leftb_Unsub_Not_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht abbestellt`)
};

const es_leftb_unsub_not_done = /** @type {(inputs: Leftb_Unsub_Not_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo dar de baja`)
};

const pt_br2_leftb_unsub_not_done = /** @type {(inputs: Leftb_Unsub_Not_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrição não cancelada`)
};

const ja_leftb_unsub_not_done = /** @type {(inputs: Leftb_Unsub_Not_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`購読を解除できませんでした`)
};

const ar_leftb_unsub_not_done = /** @type {(inputs: Leftb_Unsub_Not_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم إلغاء الاشتراك`)
};

/**
* | output |
* | --- |
* | "Not unsubscribed" |
*
* @param {Leftb_Unsub_Not_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_unsub_not_done = /** @type {((inputs?: Leftb_Unsub_Not_DoneInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Unsub_Not_DoneInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_unsub_not_done(inputs)
	if (locale === "de") return de_leftb_unsub_not_done(inputs)
	if (locale === "es") return es_leftb_unsub_not_done(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_unsub_not_done(inputs)
	if (locale === "ja") return ja_leftb_unsub_not_done(inputs)
	if (locale === "ar") return ar_leftb_unsub_not_done(inputs)
	return en_leftb_unsub_not_done(inputs)
});