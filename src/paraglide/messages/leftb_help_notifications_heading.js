/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Help_Notifications_HeadingInputs */

const en_leftb_help_notifications_heading = /** @type {(inputs: Leftb_Help_Notifications_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

const fr_leftb_help_notifications_heading = /** @type {(inputs: Leftb_Help_Notifications_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

const de_leftb_help_notifications_heading = /** @type {(inputs: Leftb_Help_Notifications_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benachrichtigungen`)
};

const es_leftb_help_notifications_heading = /** @type {(inputs: Leftb_Help_Notifications_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones`)
};

const pt_br2_leftb_help_notifications_heading = /** @type {(inputs: Leftb_Help_Notifications_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificações`)
};

const ja_leftb_help_notifications_heading = /** @type {(inputs: Leftb_Help_Notifications_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通知`)
};

const ar_leftb_help_notifications_heading = /** @type {(inputs: Leftb_Help_Notifications_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإشعارات`)
};

/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Leftb_Help_Notifications_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_help_notifications_heading = /** @type {((inputs?: Leftb_Help_Notifications_HeadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Help_Notifications_HeadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_help_notifications_heading(inputs)
	if (locale === "de") return de_leftb_help_notifications_heading(inputs)
	if (locale === "es") return es_leftb_help_notifications_heading(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_help_notifications_heading(inputs)
	if (locale === "ja") return ja_leftb_help_notifications_heading(inputs)
	if (locale === "ar") return ar_leftb_help_notifications_heading(inputs)
	return en_leftb_help_notifications_heading(inputs)
});