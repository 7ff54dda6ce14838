/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Mail_Confirm_OpenInputs */

const en_mail_confirm_open = /** @type {(inputs: Mail_Confirm_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To confirm, open this link within ${i?.hours} hours:`)
};

const fr_mail_confirm_open = /** @type {(inputs: Mail_Confirm_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pour confirmer, ouvrez ce lien dans les ${i?.hours} heures :`)
};

const de_mail_confirm_open = /** @type {(inputs: Mail_Confirm_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Öffnen Sie zur Bestätigung diesen Link innerhalb von ${i?.hours} Stunden:`)
};

const es_mail_confirm_open = /** @type {(inputs: Mail_Confirm_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para confirmar, abre este enlace en las próximas ${i?.hours} horas:`)
};

const pt_br2_mail_confirm_open = /** @type {(inputs: Mail_Confirm_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para confirmar, abra este link em até ${i?.hours} horas:`)
};

const ja_mail_confirm_open = /** @type {(inputs: Mail_Confirm_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`確認するには、${i?.hours}時間以内にこのリンクを開いてください:`)
};

const ar_mail_confirm_open = /** @type {(inputs: Mail_Confirm_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`للتأكيد، افتح هذا الرابط خلال ${i?.hours} ساعة:`)
};

/**
* | output |
* | --- |
* | "To confirm, open this link within {hours} hours:" |
*
* @param {Mail_Confirm_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_open = /** @type {((inputs: Mail_Confirm_OpenInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirm_OpenInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_confirm_open(inputs)
	if (locale === "de") return de_mail_confirm_open(inputs)
	if (locale === "es") return es_mail_confirm_open(inputs)
	if (locale === "pt-BR") return pt_br2_mail_confirm_open(inputs)
	if (locale === "ja") return ja_mail_confirm_open(inputs)
	if (locale === "ar") return ar_mail_confirm_open(inputs)
	return en_mail_confirm_open(inputs)
});