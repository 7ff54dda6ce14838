/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fedi_UnfollowInputs */

const en_fedi_unfollow = /** @type {(inputs: Fedi_UnfollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unfollow`)
};

const fr_fedi_unfollow = /** @type {(inputs: Fedi_UnfollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne plus suivre`)
};

const de_fedi_unfollow = /** @type {(inputs: Fedi_UnfollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfolgen`)
};

const es_fedi_unfollow = /** @type {(inputs: Fedi_UnfollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejar de seguir`)
};

const pt_br2_fedi_unfollow = /** @type {(inputs: Fedi_UnfollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deixar de seguir`)
};

const ja_fedi_unfollow = /** @type {(inputs: Fedi_UnfollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`フォロー解除`)
};

const ar_fedi_unfollow = /** @type {(inputs: Fedi_UnfollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء المتابعة`)
};

/**
* | output |
* | --- |
* | "Unfollow" |
*
* @param {Fedi_UnfollowInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_unfollow = /** @type {((inputs?: Fedi_UnfollowInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_UnfollowInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_unfollow(inputs)
	if (locale === "de") return de_fedi_unfollow(inputs)
	if (locale === "es") return es_fedi_unfollow(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_unfollow(inputs)
	if (locale === "ja") return ja_fedi_unfollow(inputs)
	if (locale === "ar") return ar_fedi_unfollow(inputs)
	return en_fedi_unfollow(inputs)
});