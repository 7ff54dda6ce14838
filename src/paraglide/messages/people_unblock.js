/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_UnblockInputs */

const en_people_unblock = /** @type {(inputs: People_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unblock`)
};

const fr_people_unblock = /** @type {(inputs: People_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Débloquer`)
};

const de_people_unblock = /** @type {(inputs: People_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht mehr blockieren`)
};

const es_people_unblock = /** @type {(inputs: People_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desbloquear`)
};

const pt_br2_people_unblock = /** @type {(inputs: People_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desbloquear`)
};

const ja_people_unblock = /** @type {(inputs: People_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ブロック解除`)
};

const ar_people_unblock = /** @type {(inputs: People_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء الحظر`)
};

/**
* | output |
* | --- |
* | "Unblock" |
*
* @param {People_UnblockInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const people_unblock = /** @type {((inputs?: People_UnblockInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_UnblockInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_people_unblock(inputs)
	if (locale === "de") return de_people_unblock(inputs)
	if (locale === "es") return es_people_unblock(inputs)
	if (locale === "pt-BR") return pt_br2_people_unblock(inputs)
	if (locale === "ja") return ja_people_unblock(inputs)
	if (locale === "ar") return ar_people_unblock(inputs)
	return en_people_unblock(inputs)
});