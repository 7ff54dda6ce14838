/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Wh_AddressInputs */

const en_lefta_wh_address = /** @type {(inputs: Lefta_Wh_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address that receives the events`)
};

const fr_lefta_wh_address = /** @type {(inputs: Lefta_Wh_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse qui reçoit les événements`)
};

const de_lefta_wh_address = /** @type {(inputs: Lefta_Wh_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse, die die Ereignisse empfängt`)
};

const es_lefta_wh_address = /** @type {(inputs: Lefta_Wh_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección que recibe los eventos`)
};

const pt_br2_lefta_wh_address = /** @type {(inputs: Lefta_Wh_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endereço que recebe os eventos`)
};

const ja_lefta_wh_address = /** @type {(inputs: Lefta_Wh_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`イベントを受け取るアドレス`)
};

const ar_lefta_wh_address = /** @type {(inputs: Lefta_Wh_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العنوان الذي يستقبل الأحداث`)
};

/**
* | output |
* | --- |
* | "Address that receives the events" |
*
* @param {Lefta_Wh_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_address = /** @type {((inputs?: Lefta_Wh_AddressInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_AddressInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_address(inputs)
	if (locale === "de") return de_lefta_wh_address(inputs)
	if (locale === "es") return es_lefta_wh_address(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_address(inputs)
	if (locale === "ja") return ja_lefta_wh_address(inputs)
	if (locale === "ar") return ar_lefta_wh_address(inputs)
	return en_lefta_wh_address(inputs)
});