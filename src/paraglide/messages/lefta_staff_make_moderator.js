/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Staff_Make_ModeratorInputs */

const en_lefta_staff_make_moderator = /** @type {(inputs: Lefta_Staff_Make_ModeratorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make a moderator`)
};

const fr_lefta_staff_make_moderator = /** @type {(inputs: Lefta_Staff_Make_ModeratorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nommer modérateur`)
};

const de_lefta_staff_make_moderator = /** @type {(inputs: Lefta_Staff_Make_ModeratorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Moderator machen`)
};

const es_lefta_staff_make_moderator = /** @type {(inputs: Lefta_Staff_Make_ModeratorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hacer moderador`)
};

const pt_br2_lefta_staff_make_moderator = /** @type {(inputs: Lefta_Staff_Make_ModeratorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tornar moderador`)
};

const ja_lefta_staff_make_moderator = /** @type {(inputs: Lefta_Staff_Make_ModeratorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`モデレーターにする`)
};

const ar_lefta_staff_make_moderator = /** @type {(inputs: Lefta_Staff_Make_ModeratorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعيين مشرفًا`)
};

/**
* | output |
* | --- |
* | "Make a moderator" |
*
* @param {Lefta_Staff_Make_ModeratorInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_staff_make_moderator = /** @type {((inputs?: Lefta_Staff_Make_ModeratorInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Staff_Make_ModeratorInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_staff_make_moderator(inputs)
	if (locale === "de") return de_lefta_staff_make_moderator(inputs)
	if (locale === "es") return es_lefta_staff_make_moderator(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_staff_make_moderator(inputs)
	if (locale === "ja") return ja_lefta_staff_make_moderator(inputs)
	if (locale === "ar") return ar_lefta_staff_make_moderator(inputs)
	return en_lefta_staff_make_moderator(inputs)
});