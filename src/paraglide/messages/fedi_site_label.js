/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fedi_Site_LabelInputs */

const en_fedi_site_label = /** @type {(inputs: Fedi_Site_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Server to block`)
};

const fr_fedi_site_label = /** @type {(inputs: Fedi_Site_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serveur à bloquer`)
};

const de_fedi_site_label = /** @type {(inputs: Fedi_Site_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu blockierender Server`)
};

const es_fedi_site_label = /** @type {(inputs: Fedi_Site_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servidor que bloquear`)
};

const pt_br2_fedi_site_label = /** @type {(inputs: Fedi_Site_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servidor a bloquear`)
};

const ja_fedi_site_label = /** @type {(inputs: Fedi_Site_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ブロックするサーバー`)
};

const ar_fedi_site_label = /** @type {(inputs: Fedi_Site_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الخادم المراد حظره`)
};

/**
* | output |
* | --- |
* | "Server to block" |
*
* @param {Fedi_Site_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_site_label = /** @type {((inputs?: Fedi_Site_LabelInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_Site_LabelInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_site_label(inputs)
	if (locale === "de") return de_fedi_site_label(inputs)
	if (locale === "es") return es_fedi_site_label(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_site_label(inputs)
	if (locale === "ja") return ja_fedi_site_label(inputs)
	if (locale === "ar") return ar_fedi_site_label(inputs)
	return en_fedi_site_label(inputs)
});