/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notif_ReadInputs */

const en_notif_read = /** @type {(inputs: Notif_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read`)
};

const fr_notif_read = /** @type {(inputs: Notif_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lues`)
};

const de_notif_read = /** @type {(inputs: Notif_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gelesen`)
};

const es_notif_read = /** @type {(inputs: Notif_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leídas`)
};

const pt_br2_notif_read = /** @type {(inputs: Notif_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lidas`)
};

const ja_notif_read = /** @type {(inputs: Notif_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`既読`)
};

const ar_notif_read = /** @type {(inputs: Notif_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المقروءة`)
};

/**
* | output |
* | --- |
* | "Read" |
*
* @param {Notif_ReadInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_read = /** @type {((inputs?: Notif_ReadInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_ReadInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_read(inputs)
	if (locale === "de") return de_notif_read(inputs)
	if (locale === "es") return es_notif_read(inputs)
	if (locale === "pt-BR") return pt_br2_notif_read(inputs)
	if (locale === "ja") return ja_notif_read(inputs)
	if (locale === "ar") return ar_notif_read(inputs)
	return en_notif_read(inputs)
});