/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notif_Mark_ReadInputs */

const en_notif_mark_read = /** @type {(inputs: Notif_Mark_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark read`)
};

const fr_notif_mark_read = /** @type {(inputs: Notif_Mark_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marquer comme lu`)
};

const de_notif_mark_read = /** @type {(inputs: Notif_Mark_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als gelesen markieren`)
};

const es_notif_mark_read = /** @type {(inputs: Notif_Mark_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar como leída`)
};

const pt_br2_notif_mark_read = /** @type {(inputs: Notif_Mark_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar como lida`)
};

const ja_notif_mark_read = /** @type {(inputs: Notif_Mark_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`既読にする`)
};

const ar_notif_mark_read = /** @type {(inputs: Notif_Mark_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعليم كمقروء`)
};

/**
* | output |
* | --- |
* | "Mark read" |
*
* @param {Notif_Mark_ReadInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_mark_read = /** @type {((inputs?: Notif_Mark_ReadInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_Mark_ReadInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_mark_read(inputs)
	if (locale === "de") return de_notif_mark_read(inputs)
	if (locale === "es") return es_notif_mark_read(inputs)
	if (locale === "pt-BR") return pt_br2_notif_mark_read(inputs)
	if (locale === "ja") return ja_notif_mark_read(inputs)
	if (locale === "ar") return ar_notif_mark_read(inputs)
	return en_notif_mark_read(inputs)
});