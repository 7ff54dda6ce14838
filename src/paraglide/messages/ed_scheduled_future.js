/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Ed_Scheduled_FutureInputs */

const en_ed_scheduled_future = /** @type {(inputs: Ed_Scheduled_FutureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publishes itself on ${i?.when}, with what is saved by then.`)
};

const fr_ed_scheduled_future = /** @type {(inputs: Ed_Scheduled_FutureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se publie le ${i?.when}, avec ce qui sera enregistré d’ici là.`)
};

const de_ed_scheduled_future = /** @type {(inputs: Ed_Scheduled_FutureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Erscheint am ${i?.when} von selbst, mit dem, was bis dahin gespeichert ist.`)
};

const es_ed_scheduled_future = /** @type {(inputs: Ed_Scheduled_FutureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se publica sola el ${i?.when}, con lo que esté guardado para entonces.`)
};

const pt_br2_ed_scheduled_future = /** @type {(inputs: Ed_Scheduled_FutureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publica-se sozinha em ${i?.when}, com o que estiver salvo até lá.`)
};

const ja_ed_scheduled_future = /** @type {(inputs: Ed_Scheduled_FutureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}に、その時点で保存されている内容で自動的に公開されます。`)
};

const ar_ed_scheduled_future = /** @type {(inputs: Ed_Scheduled_FutureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تُنشر تلقائيًا في ${i?.when} بما يكون محفوظًا حينها.`)
};

/**
* | output |
* | --- |
* | "Publishes itself on {when}, with what is saved by then." |
*
* @param {Ed_Scheduled_FutureInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_scheduled_future = /** @type {((inputs: Ed_Scheduled_FutureInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Scheduled_FutureInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_scheduled_future(inputs)
	if (locale === "de") return de_ed_scheduled_future(inputs)
	if (locale === "es") return es_ed_scheduled_future(inputs)
	if (locale === "pt-BR") return pt_br2_ed_scheduled_future(inputs)
	if (locale === "ja") return ja_ed_scheduled_future(inputs)
	if (locale === "ar") return ar_ed_scheduled_future(inputs)
	return en_ed_scheduled_future(inputs)
});