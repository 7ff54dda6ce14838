/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notif_LatestInputs */

const en_notif_latest = /** @type {(inputs: Notif_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest notifications`)
};

const fr_notif_latest = /** @type {(inputs: Notif_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernières notifications`)
};

const de_notif_latest = /** @type {(inputs: Notif_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neueste Benachrichtigungen`)
};

const es_notif_latest = /** @type {(inputs: Notif_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Últimas notificaciones`)
};

const pt_br2_notif_latest = /** @type {(inputs: Notif_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Últimas notificações`)
};

const ja_notif_latest = /** @type {(inputs: Notif_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最新の通知`)
};

const ar_notif_latest = /** @type {(inputs: Notif_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أحدث الإشعارات`)
};

/**
* | output |
* | --- |
* | "Latest notifications" |
*
* @param {Notif_LatestInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_latest = /** @type {((inputs?: Notif_LatestInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_LatestInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_latest(inputs)
	if (locale === "de") return de_notif_latest(inputs)
	if (locale === "es") return es_notif_latest(inputs)
	if (locale === "pt-BR") return pt_br2_notif_latest(inputs)
	if (locale === "ja") return ja_notif_latest(inputs)
	if (locale === "ar") return ar_notif_latest(inputs)
	return en_notif_latest(inputs)
});