/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Staff_Role_AdminInputs */

const en_lefta_staff_role_admin = /** @type {(inputs: Lefta_Staff_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`admin`)
};

const fr_lefta_staff_role_admin = /** @type {(inputs: Lefta_Staff_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`administrateur`)
};

const de_lefta_staff_role_admin = /** @type {(inputs: Lefta_Staff_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

const es_lefta_staff_role_admin = /** @type {(inputs: Lefta_Staff_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`administrador`)
};

const pt_br2_lefta_staff_role_admin = /** @type {(inputs: Lefta_Staff_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`administrador`)
};

const ja_lefta_staff_role_admin = /** @type {(inputs: Lefta_Staff_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`管理者`)
};

const ar_lefta_staff_role_admin = /** @type {(inputs: Lefta_Staff_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مدير`)
};

/**
* | output |
* | --- |
* | "admin" |
*
* @param {Lefta_Staff_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_staff_role_admin = /** @type {((inputs?: Lefta_Staff_Role_AdminInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Staff_Role_AdminInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_staff_role_admin(inputs)
	if (locale === "de") return de_lefta_staff_role_admin(inputs)
	if (locale === "es") return es_lefta_staff_role_admin(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_staff_role_admin(inputs)
	if (locale === "ja") return ja_lefta_staff_role_admin(inputs)
	if (locale === "ar") return ar_lefta_staff_role_admin(inputs)
	return en_lefta_staff_role_admin(inputs)
});