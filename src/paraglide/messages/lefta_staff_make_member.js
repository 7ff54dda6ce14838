/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Staff_Make_MemberInputs */

const en_lefta_staff_make_member = /** @type {(inputs: Lefta_Staff_Make_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make a member`)
};

const fr_lefta_staff_make_member = /** @type {(inputs: Lefta_Staff_Make_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rendre membre`)
};

const de_lefta_staff_make_member = /** @type {(inputs: Lefta_Staff_Make_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Mitglied machen`)
};

const es_lefta_staff_make_member = /** @type {(inputs: Lefta_Staff_Make_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hacer miembro`)
};

const pt_br2_lefta_staff_make_member = /** @type {(inputs: Lefta_Staff_Make_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tornar membro`)
};

const ja_lefta_staff_make_member = /** @type {(inputs: Lefta_Staff_Make_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メンバーに戻す`)
};

const ar_lefta_staff_make_member = /** @type {(inputs: Lefta_Staff_Make_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة إلى العضوية`)
};

/**
* | output |
* | --- |
* | "Make a member" |
*
* @param {Lefta_Staff_Make_MemberInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_staff_make_member = /** @type {((inputs?: Lefta_Staff_Make_MemberInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Staff_Make_MemberInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_staff_make_member(inputs)
	if (locale === "de") return de_lefta_staff_make_member(inputs)
	if (locale === "es") return es_lefta_staff_make_member(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_staff_make_member(inputs)
	if (locale === "ja") return ja_lefta_staff_make_member(inputs)
	if (locale === "ar") return ar_lefta_staff_make_member(inputs)
	return en_lefta_staff_make_member(inputs)
});