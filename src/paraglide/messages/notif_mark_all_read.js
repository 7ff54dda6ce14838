/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notif_Mark_All_ReadInputs */

const en_notif_mark_all_read = /** @type {(inputs: Notif_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark all as read`)
};

const fr_notif_mark_all_read = /** @type {(inputs: Notif_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout marquer comme lu`)
};

const de_notif_mark_all_read = /** @type {(inputs: Notif_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle als gelesen markieren`)
};

const es_notif_mark_all_read = /** @type {(inputs: Notif_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar todo como leído`)
};

const pt_br2_notif_mark_all_read = /** @type {(inputs: Notif_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar tudo como lido`)
};

const ja_notif_mark_all_read = /** @type {(inputs: Notif_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべて既読にする`)
};

const ar_notif_mark_all_read = /** @type {(inputs: Notif_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعليم الكل كمقروء`)
};

/**
* | output |
* | --- |
* | "Mark all as read" |
*
* @param {Notif_Mark_All_ReadInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_mark_all_read = /** @type {((inputs?: Notif_Mark_All_ReadInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_Mark_All_ReadInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_mark_all_read(inputs)
	if (locale === "de") return de_notif_mark_all_read(inputs)
	if (locale === "es") return es_notif_mark_all_read(inputs)
	if (locale === "pt-BR") return pt_br2_notif_mark_all_read(inputs)
	if (locale === "ja") return ja_notif_mark_all_read(inputs)
	if (locale === "ar") return ar_notif_mark_all_read(inputs)
	return en_notif_mark_all_read(inputs)
});