/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notif_AllInputs */

const en_notif_all = /** @type {(inputs: Notif_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

const fr_notif_all = /** @type {(inputs: Notif_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes`)
};

const de_notif_all = /** @type {(inputs: Notif_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle`)
};

const es_notif_all = /** @type {(inputs: Notif_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas`)
};

const pt_br2_notif_all = /** @type {(inputs: Notif_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas`)
};

const ja_notif_all = /** @type {(inputs: Notif_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべて`)
};

const ar_notif_all = /** @type {(inputs: Notif_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الكل`)
};

/**
* | output |
* | --- |
* | "All" |
*
* @param {Notif_AllInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_all = /** @type {((inputs?: Notif_AllInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_AllInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_all(inputs)
	if (locale === "de") return de_notif_all(inputs)
	if (locale === "es") return es_notif_all(inputs)
	if (locale === "pt-BR") return pt_br2_notif_all(inputs)
	if (locale === "ja") return ja_notif_all(inputs)
	if (locale === "ar") return ar_notif_all(inputs)
	return en_notif_all(inputs)
});