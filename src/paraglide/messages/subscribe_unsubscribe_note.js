/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subscribe_Unsubscribe_NoteInputs */

const en_subscribe_unsubscribe_note = /** @type {(inputs: Subscribe_Unsubscribe_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every e-mail has a one-click unsubscribe link.`)
};

const fr_subscribe_unsubscribe_note = /** @type {(inputs: Subscribe_Unsubscribe_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque e-mail contient un lien de désabonnement en un clic.`)
};

const de_subscribe_unsubscribe_note = /** @type {(inputs: Subscribe_Unsubscribe_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede E-Mail enthält einen Link zum Abbestellen mit einem Klick.`)
};

const es_subscribe_unsubscribe_note = /** @type {(inputs: Subscribe_Unsubscribe_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada correo incluye un enlace para darse de baja con un clic.`)
};

const pt_br2_subscribe_unsubscribe_note = /** @type {(inputs: Subscribe_Unsubscribe_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo e-mail tem um link para cancelar a assinatura com um clique.`)
};

const ja_subscribe_unsubscribe_note = /** @type {(inputs: Subscribe_Unsubscribe_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべてのメールにワンクリックの購読解除リンクがあります。`)
};

const ar_subscribe_unsubscribe_note = /** @type {(inputs: Subscribe_Unsubscribe_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحتوي كل رسالة على رابط لإلغاء الاشتراك بنقرة واحدة.`)
};

/**
* | output |
* | --- |
* | "Every e-mail has a one-click unsubscribe link." |
*
* @param {Subscribe_Unsubscribe_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const subscribe_unsubscribe_note = /** @type {((inputs?: Subscribe_Unsubscribe_NoteInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subscribe_Unsubscribe_NoteInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_subscribe_unsubscribe_note(inputs)
	if (locale === "de") return de_subscribe_unsubscribe_note(inputs)
	if (locale === "es") return es_subscribe_unsubscribe_note(inputs)
	if (locale === "pt-BR") return pt_br2_subscribe_unsubscribe_note(inputs)
	if (locale === "ja") return ja_subscribe_unsubscribe_note(inputs)
	if (locale === "ar") return ar_subscribe_unsubscribe_note(inputs)
	return en_subscribe_unsubscribe_note(inputs)
});