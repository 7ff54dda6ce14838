/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Unsub_TitleInputs */

const en_leftb_unsub_title = /** @type {(inputs: Leftb_Unsub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe`)
};

const fr_leftb_unsub_title = /** @type {(inputs: Leftb_Unsub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désabonner`)
};

const de_leftb_unsub_title = /** @type {(inputs: Leftb_Unsub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbestellen`)
};

const es_leftb_unsub_title = /** @type {(inputs: Leftb_Unsub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darse de baja`)
};

const pt_br2_leftb_unsub_title = /** @type {(inputs: Leftb_Unsub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar inscrição`)
};

const ja_leftb_unsub_title = /** @type {(inputs: Leftb_Unsub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`購読の解除`)
};

const ar_leftb_unsub_title = /** @type {(inputs: Leftb_Unsub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء الاشتراك`)
};

/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Leftb_Unsub_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_unsub_title = /** @type {((inputs?: Leftb_Unsub_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Unsub_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_unsub_title(inputs)
	if (locale === "de") return de_leftb_unsub_title(inputs)
	if (locale === "es") return es_leftb_unsub_title(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_unsub_title(inputs)
	if (locale === "ja") return ja_leftb_unsub_title(inputs)
	if (locale === "ar") return ar_leftb_unsub_title(inputs)
	return en_leftb_unsub_title(inputs)
});