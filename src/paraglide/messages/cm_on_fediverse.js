/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ username: NonNullable<unknown> }} Cm_On_FediverseInputs */

const en_cm_on_fediverse = /** @type {(inputs: Cm_On_FediverseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`@${i?.username} on the fediverse`)
};

const fr_cm_on_fediverse = /** @type {(inputs: Cm_On_FediverseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`@${i?.username} sur le fédivers`)
};

const de_cm_on_fediverse = /** @type {(inputs: Cm_On_FediverseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`@${i?.username} im Fediverse`)
};

const es_cm_on_fediverse = /** @type {(inputs: Cm_On_FediverseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`@${i?.username} en el fediverso`)
};

const pt_br2_cm_on_fediverse = /** @type {(inputs: Cm_On_FediverseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`@${i?.username} no fediverso`)
};

const ja_cm_on_fediverse = /** @type {(inputs: Cm_On_FediverseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`フェディバースの @${i?.username}`)
};

const ar_cm_on_fediverse = /** @type {(inputs: Cm_On_FediverseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`‎@${i?.username} في الفديفرس`)
};

/**
* | output |
* | --- |
* | "@{username} on the fediverse" |
*
* @param {Cm_On_FediverseInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const cm_on_fediverse = /** @type {((inputs: Cm_On_FediverseInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cm_On_FediverseInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cm_on_fediverse(inputs)
	if (locale === "de") return de_cm_on_fediverse(inputs)
	if (locale === "es") return es_cm_on_fediverse(inputs)
	if (locale === "pt-BR") return pt_br2_cm_on_fediverse(inputs)
	if (locale === "ja") return ja_cm_on_fediverse(inputs)
	if (locale === "ar") return ar_cm_on_fediverse(inputs)
	return en_cm_on_fediverse(inputs)
});