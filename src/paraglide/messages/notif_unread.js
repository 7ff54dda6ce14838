/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notif_UnreadInputs */

const en_notif_unread = /** @type {(inputs: Notif_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unread`)
};

const fr_notif_unread = /** @type {(inputs: Notif_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non lues`)
};

const de_notif_unread = /** @type {(inputs: Notif_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungelesen`)
};

const es_notif_unread = /** @type {(inputs: Notif_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin leer`)
};

const pt_br2_notif_unread = /** @type {(inputs: Notif_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não lidas`)
};

const ja_notif_unread = /** @type {(inputs: Notif_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未読`)
};

const ar_notif_unread = /** @type {(inputs: Notif_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير المقروءة`)
};

/**
* | output |
* | --- |
* | "Unread" |
*
* @param {Notif_UnreadInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_unread = /** @type {((inputs?: Notif_UnreadInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_UnreadInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_unread(inputs)
	if (locale === "de") return de_notif_unread(inputs)
	if (locale === "es") return es_notif_unread(inputs)
	if (locale === "pt-BR") return pt_br2_notif_unread(inputs)
	if (locale === "ja") return ja_notif_unread(inputs)
	if (locale === "ar") return ar_notif_unread(inputs)
	return en_notif_unread(inputs)
});