/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ handle: NonNullable<unknown> }} Fedi_UnfollowedInputs */

const en_fedi_unfollowed = /** @type {(inputs: Fedi_UnfollowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unfollowed @${i?.handle}`)
};

const fr_fedi_unfollowed = /** @type {(inputs: Fedi_UnfollowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous ne suivez plus @${i?.handle}`)
};

const de_fedi_unfollowed = /** @type {(inputs: Fedi_UnfollowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du folgst @${i?.handle} nicht mehr`)
};

const es_fedi_unfollowed = /** @type {(inputs: Fedi_UnfollowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dejaste de seguir a @${i?.handle}`)
};

const pt_br2_fedi_unfollowed = /** @type {(inputs: Fedi_UnfollowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você deixou de seguir @${i?.handle}`)
};

const ja_fedi_unfollowed = /** @type {(inputs: Fedi_UnfollowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`@${i?.handle} のフォローを解除しました`)
};

const ar_fedi_unfollowed = /** @type {(inputs: Fedi_UnfollowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ألغيت متابعة ‎@${i?.handle}`)
};

/**
* | output |
* | --- |
* | "Unfollowed @{handle}" |
*
* @param {Fedi_UnfollowedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_unfollowed = /** @type {((inputs: Fedi_UnfollowedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_UnfollowedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_unfollowed(inputs)
	if (locale === "de") return de_fedi_unfollowed(inputs)
	if (locale === "es") return es_fedi_unfollowed(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_unfollowed(inputs)
	if (locale === "ja") return ja_fedi_unfollowed(inputs)
	if (locale === "ar") return ar_fedi_unfollowed(inputs)
	return en_fedi_unfollowed(inputs)
});