/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notif_OlderInputs */

const en_notif_older = /** @type {(inputs: Notif_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older notifications`)
};

const fr_notif_older = /** @type {(inputs: Notif_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications plus anciennes`)
};

const de_notif_older = /** @type {(inputs: Notif_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ältere Benachrichtigungen`)
};

const es_notif_older = /** @type {(inputs: Notif_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones anteriores`)
};

const pt_br2_notif_older = /** @type {(inputs: Notif_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificações anteriores`)
};

const ja_notif_older = /** @type {(inputs: Notif_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以前の通知`)
};

const ar_notif_older = /** @type {(inputs: Notif_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إشعارات أقدم`)
};

/**
* | output |
* | --- |
* | "Older notifications" |
*
* @param {Notif_OlderInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_older = /** @type {((inputs?: Notif_OlderInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_OlderInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_older(inputs)
	if (locale === "de") return de_notif_older(inputs)
	if (locale === "es") return es_notif_older(inputs)
	if (locale === "pt-BR") return pt_br2_notif_older(inputs)
	if (locale === "ja") return ja_notif_older(inputs)
	if (locale === "ar") return ar_notif_older(inputs)
	return en_notif_older(inputs)
});