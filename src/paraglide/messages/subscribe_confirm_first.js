/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subscribe_Confirm_FirstInputs */

const en_subscribe_confirm_first = /** @type {(inputs: Subscribe_Confirm_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We send a link to confirm first. `)
};

const fr_subscribe_confirm_first = /** @type {(inputs: Subscribe_Confirm_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous envoyons d’abord un lien de confirmation. `)
};

const de_subscribe_confirm_first = /** @type {(inputs: Subscribe_Confirm_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuerst schicken wir einen Link zur Bestätigung. `)
};

const es_subscribe_confirm_first = /** @type {(inputs: Subscribe_Confirm_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero enviamos un enlace para confirmar. `)
};

const pt_br2_subscribe_confirm_first = /** @type {(inputs: Subscribe_Confirm_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primeiro enviamos um link de confirmação. `)
};

const ja_subscribe_confirm_first = /** @type {(inputs: Subscribe_Confirm_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`まず確認用のリンクを送ります。`)
};

const ar_subscribe_confirm_first = /** @type {(inputs: Subscribe_Confirm_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نرسل أولًا رابطًا للتأكيد. `)
};

/**
* | output |
* | --- |
* | "We send a link to confirm first." |
*
* @param {Subscribe_Confirm_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const subscribe_confirm_first = /** @type {((inputs?: Subscribe_Confirm_FirstInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subscribe_Confirm_FirstInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_subscribe_confirm_first(inputs)
	if (locale === "de") return de_subscribe_confirm_first(inputs)
	if (locale === "es") return es_subscribe_confirm_first(inputs)
	if (locale === "pt-BR") return pt_br2_subscribe_confirm_first(inputs)
	if (locale === "ja") return ja_subscribe_confirm_first(inputs)
	if (locale === "ar") return ar_subscribe_confirm_first(inputs)
	return en_subscribe_confirm_first(inputs)
});