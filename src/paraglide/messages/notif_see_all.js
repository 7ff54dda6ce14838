/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notif_See_AllInputs */

const en_notif_see_all = /** @type {(inputs: Notif_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See all`)
};

const fr_notif_see_all = /** @type {(inputs: Notif_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout voir`)
};

const de_notif_see_all = /** @type {(inputs: Notif_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle ansehen`)
};

const es_notif_see_all = /** @type {(inputs: Notif_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todo`)
};

const pt_br2_notif_see_all = /** @type {(inputs: Notif_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver tudo`)
};

const ja_notif_see_all = /** @type {(inputs: Notif_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべて表示`)
};

const ar_notif_see_all = /** @type {(inputs: Notif_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عرض الكل`)
};

/**
* | output |
* | --- |
* | "See all" |
*
* @param {Notif_See_AllInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_see_all = /** @type {((inputs?: Notif_See_AllInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_See_AllInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_see_all(inputs)
	if (locale === "de") return de_notif_see_all(inputs)
	if (locale === "es") return es_notif_see_all(inputs)
	if (locale === "pt-BR") return pt_br2_notif_see_all(inputs)
	if (locale === "ja") return ja_notif_see_all(inputs)
	if (locale === "ar") return ar_notif_see_all(inputs)
	return en_notif_see_all(inputs)
});