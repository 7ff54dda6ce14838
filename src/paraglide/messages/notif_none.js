/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notif_NoneInputs */

const en_notif_none = /** @type {(inputs: Notif_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing here yet.`)
};

const fr_notif_none = /** @type {(inputs: Notif_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien pour l’instant.`)
};

const de_notif_none = /** @type {(inputs: Notif_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nichts hier.`)
};

const es_notif_none = /** @type {(inputs: Notif_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay nada aquí.`)
};

const pt_br2_notif_none = /** @type {(inputs: Notif_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada aqui ainda.`)
};

const ja_notif_none = /** @type {(inputs: Notif_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`まだ何もありません。`)
};

const ar_notif_none = /** @type {(inputs: Notif_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا شيء هنا بعد.`)
};

/**
* | output |
* | --- |
* | "Nothing here yet." |
*
* @param {Notif_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_none = /** @type {((inputs?: Notif_NoneInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_NoneInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_none(inputs)
	if (locale === "de") return de_notif_none(inputs)
	if (locale === "es") return es_notif_none(inputs)
	if (locale === "pt-BR") return pt_br2_notif_none(inputs)
	if (locale === "ja") return ja_notif_none(inputs)
	if (locale === "ar") return ar_notif_none(inputs)
	return en_notif_none(inputs)
});