/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, site: NonNullable<unknown> }} Mail_Confirm_IntroInputs */

const en_mail_confirm_intro = /** @type {(inputs: Mail_Confirm_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone, probably you, asked to get ${i?.name}'s new stories on ${i?.site} by e-mail at this address.`)
};

const fr_mail_confirm_intro = /** @type {(inputs: Mail_Confirm_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un, sans doute vous, a demandé à recevoir par e-mail à cette adresse les nouvelles histoires de ${i?.name} sur ${i?.site}.`)
};

const de_mail_confirm_intro = /** @type {(inputs: Mail_Confirm_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jemand, wahrscheinlich Sie, möchte die neuen Geschichten von ${i?.name} auf ${i?.site} per E-Mail an diese Adresse erhalten.`)
};

const es_mail_confirm_intro = /** @type {(inputs: Mail_Confirm_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien, probablemente tú, pidió recibir por correo en esta dirección las nuevas historias de ${i?.name} en ${i?.site}.`)
};

const pt_br2_mail_confirm_intro = /** @type {(inputs: Mail_Confirm_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguém, provavelmente você, pediu para receber por e-mail neste endereço as novas histórias de ${i?.name} em ${i?.site}.`)
};

const ja_mail_confirm_intro = /** @type {(inputs: Mail_Confirm_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`どなたか(おそらくあなた)が、${i?.site} の ${i?.name}さんの新しい記事をこのアドレスにメールで受け取るよう申し込みました。`)
};

const ar_mail_confirm_intro = /** @type {(inputs: Mail_Confirm_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`طلب أحدهم، وربما أنت، تلقّي قصص ${i?.name} الجديدة على ${i?.site} بالبريد على هذا العنوان.`)
};

/**
* | output |
* | --- |
* | "Someone, probably you, asked to get {name}'s new stories on {site} by e-mail at this address." |
*
* @param {Mail_Confirm_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_intro = /** @type {((inputs: Mail_Confirm_IntroInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirm_IntroInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_confirm_intro(inputs)
	if (locale === "de") return de_mail_confirm_intro(inputs)
	if (locale === "es") return es_mail_confirm_intro(inputs)
	if (locale === "pt-BR") return pt_br2_mail_confirm_intro(inputs)
	if (locale === "ja") return ja_mail_confirm_intro(inputs)
	if (locale === "ar") return ar_mail_confirm_intro(inputs)
	return en_mail_confirm_intro(inputs)
});