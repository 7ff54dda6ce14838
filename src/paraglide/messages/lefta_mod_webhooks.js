/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Mod_WebhooksInputs */

const en_lefta_mod_webhooks = /** @type {(inputs: Lefta_Mod_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

const fr_lefta_mod_webhooks = /** @type {(inputs: Lefta_Mod_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

const de_lefta_mod_webhooks = /** @type {(inputs: Lefta_Mod_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

const es_lefta_mod_webhooks = /** @type {(inputs: Lefta_Mod_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

const pt_br2_lefta_mod_webhooks = /** @type {(inputs: Lefta_Mod_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

const ja_lefta_mod_webhooks = /** @type {(inputs: Lefta_Mod_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook`)
};

const ar_lefta_mod_webhooks = /** @type {(inputs: Lefta_Mod_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطافات الويب`)
};

/**
* | output |
* | --- |
* | "Webhooks" |
*
* @param {Lefta_Mod_WebhooksInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_webhooks = /** @type {((inputs?: Lefta_Mod_WebhooksInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_WebhooksInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_webhooks(inputs)
	if (locale === "de") return de_lefta_mod_webhooks(inputs)
	if (locale === "es") return es_lefta_mod_webhooks(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_webhooks(inputs)
	if (locale === "ja") return ja_lefta_mod_webhooks(inputs)
	if (locale === "ar") return ar_lefta_mod_webhooks(inputs)
	return en_lefta_mod_webhooks(inputs)
});