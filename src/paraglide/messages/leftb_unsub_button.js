/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Unsub_ButtonInputs */

const en_leftb_unsub_button = /** @type {(inputs: Leftb_Unsub_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe`)
};

const fr_leftb_unsub_button = /** @type {(inputs: Leftb_Unsub_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Me désabonner`)
};

const de_leftb_unsub_button = /** @type {(inputs: Leftb_Unsub_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbestellen`)
};

const es_leftb_unsub_button = /** @type {(inputs: Leftb_Unsub_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darme de baja`)
};

const pt_br2_leftb_unsub_button = /** @type {(inputs: Leftb_Unsub_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar inscrição`)
};

const ja_leftb_unsub_button = /** @type {(inputs: Leftb_Unsub_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`購読を解除する`)
};

const ar_leftb_unsub_button = /** @type {(inputs: Leftb_Unsub_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ألغِ الاشتراك`)
};

/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Leftb_Unsub_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_unsub_button = /** @type {((inputs?: Leftb_Unsub_ButtonInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Unsub_ButtonInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_unsub_button(inputs)
	if (locale === "de") return de_leftb_unsub_button(inputs)
	if (locale === "es") return es_leftb_unsub_button(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_unsub_button(inputs)
	if (locale === "ja") return ja_leftb_unsub_button(inputs)
	if (locale === "ar") return ar_leftb_unsub_button(inputs)
	return en_leftb_unsub_button(inputs)
});