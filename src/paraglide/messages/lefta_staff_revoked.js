/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Staff_RevokedInputs */

const en_lefta_staff_revoked = /** @type {(inputs: Lefta_Staff_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They are a member again`)
};

const fr_lefta_staff_revoked = /** @type {(inputs: Lefta_Staff_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette personne est de nouveau membre`)
};

const de_lefta_staff_revoked = /** @type {(inputs: Lefta_Staff_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Person ist wieder Mitglied`)
};

const es_lefta_staff_revoked = /** @type {(inputs: Lefta_Staff_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelve a ser miembro`)
};

const pt_br2_lefta_staff_revoked = /** @type {(inputs: Lefta_Staff_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltou a ser membro`)
};

const ja_lefta_staff_revoked = /** @type {(inputs: Lefta_Staff_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メンバーに戻りました`)
};

const ar_lefta_staff_revoked = /** @type {(inputs: Lefta_Staff_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عاد عضوًا من جديد`)
};

/**
* | output |
* | --- |
* | "They are a member again" |
*
* @param {Lefta_Staff_RevokedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_staff_revoked = /** @type {((inputs?: Lefta_Staff_RevokedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Staff_RevokedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_staff_revoked(inputs)
	if (locale === "de") return de_lefta_staff_revoked(inputs)
	if (locale === "es") return es_lefta_staff_revoked(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_staff_revoked(inputs)
	if (locale === "ja") return ja_lefta_staff_revoked(inputs)
	if (locale === "ar") return ar_lefta_staff_revoked(inputs)
	return en_lefta_staff_revoked(inputs)
});