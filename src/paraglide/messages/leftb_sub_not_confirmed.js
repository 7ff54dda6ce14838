/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Sub_Not_ConfirmedInputs */

const en_leftb_sub_not_confirmed = /** @type {(inputs: Leftb_Sub_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not confirmed`)
};

const fr_leftb_sub_not_confirmed = /** @type {(inputs: Leftb_Sub_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non confirmé`)
};

const de_leftb_sub_not_confirmed = /** @type {(inputs: Leftb_Sub_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht bestätigt`)
};

const es_leftb_sub_not_confirmed = /** @type {(inputs: Leftb_Sub_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No confirmada`)
};

const pt_br2_leftb_sub_not_confirmed = /** @type {(inputs: Leftb_Sub_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não confirmada`)
};

const ja_leftb_sub_not_confirmed = /** @type {(inputs: Leftb_Sub_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確認できませんでした`)
};

const ar_leftb_sub_not_confirmed = /** @type {(inputs: Leftb_Sub_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم التأكيد`)
};

/**
* | output |
* | --- |
* | "Not confirmed" |
*
* @param {Leftb_Sub_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_sub_not_confirmed = /** @type {((inputs?: Leftb_Sub_Not_ConfirmedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Sub_Not_ConfirmedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_sub_not_confirmed(inputs)
	if (locale === "de") return de_leftb_sub_not_confirmed(inputs)
	if (locale === "es") return es_leftb_sub_not_confirmed(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_sub_not_confirmed(inputs)
	if (locale === "ja") return ja_leftb_sub_not_confirmed(inputs)
	if (locale === "ar") return ar_leftb_sub_not_confirmed(inputs)
	return en_leftb_sub_not_confirmed(inputs)
});