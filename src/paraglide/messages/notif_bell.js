/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Notif_BellInputs */

const en_notif_bell = /** @type {(inputs: Notif_BellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notifications, ${i?.n} unread`)
};

const fr_notif_bell = /** @type {(inputs: Notif_BellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notifications, ${i?.n} non lues`)
};

const de_notif_bell = /** @type {(inputs: Notif_BellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Benachrichtigungen, ${i?.n} ungelesen`)
};

const es_notif_bell = /** @type {(inputs: Notif_BellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notificaciones, ${i?.n} sin leer`)
};

const pt_br2_notif_bell = /** @type {(inputs: Notif_BellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notificações, ${i?.n} não lidas`)
};

const ja_notif_bell = /** @type {(inputs: Notif_BellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`通知、未読 ${i?.n} 件`)
};

const ar_notif_bell = /** @type {(inputs: Notif_BellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الإشعارات، ${i?.n} غير مقروءة`)
};

/**
* | output |
* | --- |
* | "Notifications, {n} unread" |
*
* @param {Notif_BellInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_bell = /** @type {((inputs: Notif_BellInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_BellInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_bell(inputs)
	if (locale === "de") return de_notif_bell(inputs)
	if (locale === "es") return es_notif_bell(inputs)
	if (locale === "pt-BR") return pt_br2_notif_bell(inputs)
	if (locale === "ja") return ja_notif_bell(inputs)
	if (locale === "ar") return ar_notif_bell(inputs)
	return en_notif_bell(inputs)
});