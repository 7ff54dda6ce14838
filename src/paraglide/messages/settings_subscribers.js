/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_SubscribersInputs */

const en_settings_subscribers = /** @type {(inputs: Settings_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail subscribers`)
};

const fr_settings_subscribers = /** @type {(inputs: Settings_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnés par e-mail`)
};

const de_settings_subscribers = /** @type {(inputs: Settings_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Abonnenten`)
};

const es_settings_subscribers = /** @type {(inputs: Settings_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscriptores por correo`)
};

const pt_br2_settings_subscribers = /** @type {(inputs: Settings_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assinantes por e-mail`)
};

const ja_settings_subscribers = /** @type {(inputs: Settings_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メール購読者`)
};

const ar_settings_subscribers = /** @type {(inputs: Settings_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المشتركون بالبريد`)
};

/**
* | output |
* | --- |
* | "E-mail subscribers" |
*
* @param {Settings_SubscribersInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_subscribers = /** @type {((inputs?: Settings_SubscribersInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_SubscribersInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_subscribers(inputs)
	if (locale === "de") return de_settings_subscribers(inputs)
	if (locale === "es") return es_settings_subscribers(inputs)
	if (locale === "pt-BR") return pt_br2_settings_subscribers(inputs)
	if (locale === "ja") return ja_settings_subscribers(inputs)
	if (locale === "ar") return ar_settings_subscribers(inputs)
	return en_settings_subscribers(inputs)
});