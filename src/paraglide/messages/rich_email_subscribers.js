/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Email_SubscribersInputs */

const en_rich_email_subscribers = /** @type {(inputs: Rich_Email_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail subscribers when first published`)
};

const fr_rich_email_subscribers = /** @type {(inputs: Rich_Email_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer aux abonnés par e-mail à la première publication`)
};

const de_rich_email_subscribers = /** @type {(inputs: Rich_Email_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnenten bei der ersten Veröffentlichung per E-Mail benachrichtigen`)
};

const es_rich_email_subscribers = /** @type {(inputs: Rich_Email_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar por correo a los suscriptores al publicarla por primera vez`)
};

const pt_br2_rich_email_subscribers = /** @type {(inputs: Rich_Email_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar por e-mail aos assinantes na primeira publicação`)
};

const ja_rich_email_subscribers = /** @type {(inputs: Rich_Email_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`初めて公開するときに購読者へメールで送る`)
};

const ar_rich_email_subscribers = /** @type {(inputs: Rich_Email_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إرسالها بالبريد إلى المشتركين عند نشرها أول مرة`)
};

/**
* | output |
* | --- |
* | "E-mail subscribers when first published" |
*
* @param {Rich_Email_SubscribersInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_email_subscribers = /** @type {((inputs?: Rich_Email_SubscribersInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Email_SubscribersInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_email_subscribers(inputs)
	if (locale === "de") return de_rich_email_subscribers(inputs)
	if (locale === "es") return es_rich_email_subscribers(inputs)
	if (locale === "pt-BR") return pt_br2_rich_email_subscribers(inputs)
	if (locale === "ja") return ja_rich_email_subscribers(inputs)
	if (locale === "ar") return ar_rich_email_subscribers(inputs)
	return en_rich_email_subscribers(inputs)
});