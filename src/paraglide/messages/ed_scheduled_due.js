/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Ed_Scheduled_DueInputs */

const en_ed_scheduled_due = /** @type {(inputs: Ed_Scheduled_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It was due on ${i?.when}: it goes out within a minute once it has a title and text.`)
};

const fr_ed_scheduled_due = /** @type {(inputs: Ed_Scheduled_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elle était prévue le ${i?.when} : elle partira dans la minute dès qu’elle aura un titre et un texte.`)
};

const de_ed_scheduled_due = /** @type {(inputs: Ed_Scheduled_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie war für ${i?.when} geplant: Sie erscheint innerhalb einer Minute, sobald sie Titel und Text hat.`)
};

const es_ed_scheduled_due = /** @type {(inputs: Ed_Scheduled_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estaba prevista para el ${i?.when}: saldrá en menos de un minuto cuando tenga título y texto.`)
};

const pt_br2_ed_scheduled_due = /** @type {(inputs: Ed_Scheduled_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estava prevista para ${i?.when}: sai em até um minuto quando tiver título e texto.`)
};

const ja_ed_scheduled_due = /** @type {(inputs: Ed_Scheduled_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}に予定されていました:タイトルと本文がそろうと1分以内に公開されます。`)
};

const ar_ed_scheduled_due = /** @type {(inputs: Ed_Scheduled_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`كان موعدها ${i?.when}: ستُنشر خلال دقيقة متى كان لها عنوان ونص.`)
};

/**
* | output |
* | --- |
* | "It was due on {when}: it goes out within a minute once it has a title and text." |
*
* @param {Ed_Scheduled_DueInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_scheduled_due = /** @type {((inputs: Ed_Scheduled_DueInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Scheduled_DueInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_scheduled_due(inputs)
	if (locale === "de") return de_ed_scheduled_due(inputs)
	if (locale === "es") return es_ed_scheduled_due(inputs)
	if (locale === "pt-BR") return pt_br2_ed_scheduled_due(inputs)
	if (locale === "ja") return ja_ed_scheduled_due(inputs)
	if (locale === "ar") return ar_ed_scheduled_due(inputs)
	return en_ed_scheduled_due(inputs)
});