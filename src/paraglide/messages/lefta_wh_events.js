/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Wh_EventsInputs */

const en_lefta_wh_events = /** @type {(inputs: Lefta_Wh_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

const fr_lefta_wh_events = /** @type {(inputs: Lefta_Wh_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements`)
};

const de_lefta_wh_events = /** @type {(inputs: Lefta_Wh_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ereignisse`)
};

const es_lefta_wh_events = /** @type {(inputs: Lefta_Wh_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos`)
};

const pt_br2_lefta_wh_events = /** @type {(inputs: Lefta_Wh_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos`)
};

const ja_lefta_wh_events = /** @type {(inputs: Lefta_Wh_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`イベント`)
};

const ar_lefta_wh_events = /** @type {(inputs: Lefta_Wh_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأحداث`)
};

/**
* | output |
* | --- |
* | "Events" |
*
* @param {Lefta_Wh_EventsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_events = /** @type {((inputs?: Lefta_Wh_EventsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_EventsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_events(inputs)
	if (locale === "de") return de_lefta_wh_events(inputs)
	if (locale === "es") return es_lefta_wh_events(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_events(inputs)
	if (locale === "ja") return ja_lefta_wh_events(inputs)
	if (locale === "ar") return ar_lefta_wh_events(inputs)
	return en_lefta_wh_events(inputs)
});