/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Unsub_KeepInputs */

const en_leftb_unsub_keep = /** @type {(inputs: Leftb_Unsub_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep my subscription`)
};

const fr_leftb_unsub_keep = /** @type {(inputs: Leftb_Unsub_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder mon abonnement`)
};

const de_leftb_unsub_keep = /** @type {(inputs: Leftb_Unsub_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mein Abonnement behalten`)
};

const es_leftb_unsub_keep = /** @type {(inputs: Leftb_Unsub_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantener mi suscripción`)
};

const pt_br2_leftb_unsub_keep = /** @type {(inputs: Leftb_Unsub_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manter minha inscrição`)
};

const ja_leftb_unsub_keep = /** @type {(inputs: Leftb_Unsub_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`購読を続ける`)
};

const ar_leftb_unsub_keep = /** @type {(inputs: Leftb_Unsub_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أبقِ اشتراكي`)
};

/**
* | output |
* | --- |
* | "Keep my subscription" |
*
* @param {Leftb_Unsub_KeepInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_unsub_keep = /** @type {((inputs?: Leftb_Unsub_KeepInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Unsub_KeepInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_unsub_keep(inputs)
	if (locale === "de") return de_leftb_unsub_keep(inputs)
	if (locale === "es") return es_leftb_unsub_keep(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_unsub_keep(inputs)
	if (locale === "ja") return ja_leftb_unsub_keep(inputs)
	if (locale === "ar") return ar_leftb_unsub_keep(inputs)
	return en_leftb_unsub_keep(inputs)
});