/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Staff_GrantedInputs */

const en_lefta_staff_granted = /** @type {(inputs: Lefta_Staff_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They are a moderator now`)
};

const fr_lefta_staff_granted = /** @type {(inputs: Lefta_Staff_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette personne est maintenant modératrice`)
};

const de_lefta_staff_granted = /** @type {(inputs: Lefta_Staff_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Person ist jetzt Moderator`)
};

const es_lefta_staff_granted = /** @type {(inputs: Lefta_Staff_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora es moderador`)
};

const pt_br2_lefta_staff_granted = /** @type {(inputs: Lefta_Staff_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agora é moderador`)
};

const ja_lefta_staff_granted = /** @type {(inputs: Lefta_Staff_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`モデレーターになりました`)
};

const ar_lefta_staff_granted = /** @type {(inputs: Lefta_Staff_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أصبح مشرفًا الآن`)
};

/**
* | output |
* | --- |
* | "They are a moderator now" |
*
* @param {Lefta_Staff_GrantedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_staff_granted = /** @type {((inputs?: Lefta_Staff_GrantedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Staff_GrantedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_staff_granted(inputs)
	if (locale === "de") return de_lefta_staff_granted(inputs)
	if (locale === "es") return es_lefta_staff_granted(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_staff_granted(inputs)
	if (locale === "ja") return ja_lefta_staff_granted(inputs)
	if (locale === "ar") return ar_lefta_staff_granted(inputs)
	return en_lefta_staff_granted(inputs)
});