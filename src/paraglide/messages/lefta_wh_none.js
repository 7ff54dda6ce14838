/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Wh_NoneInputs */

const en_lefta_wh_none = /** @type {(inputs: Lefta_Wh_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No webhooks yet.`)
};

const fr_lefta_wh_none = /** @type {(inputs: Lefta_Wh_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun webhook pour l’instant.`)
};

const de_lefta_wh_none = /** @type {(inputs: Lefta_Wh_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Webhooks.`)
};

const es_lefta_wh_none = /** @type {(inputs: Lefta_Wh_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay webhooks.`)
};

const pt_br2_lefta_wh_none = /** @type {(inputs: Lefta_Wh_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum webhook ainda.`)
};

const ja_lefta_wh_none = /** @type {(inputs: Lefta_Wh_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook はまだありません。`)
};

const ar_lefta_wh_none = /** @type {(inputs: Lefta_Wh_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا خطافات ويب بعد.`)
};

/**
* | output |
* | --- |
* | "No webhooks yet." |
*
* @param {Lefta_Wh_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_none = /** @type {((inputs?: Lefta_Wh_NoneInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_NoneInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_none(inputs)
	if (locale === "de") return de_lefta_wh_none(inputs)
	if (locale === "es") return es_lefta_wh_none(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_none(inputs)
	if (locale === "ja") return ja_lefta_wh_none(inputs)
	if (locale === "ar") return ar_lefta_wh_none(inputs)
	return en_lefta_wh_none(inputs)
});