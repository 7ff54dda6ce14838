/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} FollowingInputs */

const en_following = /** @type {(inputs: FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Following`)
};

const fr_following = /** @type {(inputs: FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonné`)
};

const de_following = /** @type {(inputs: FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Folgst du`)
};

const es_following = /** @type {(inputs: FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiendo`)
};

const pt_br2_following = /** @type {(inputs: FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguindo`)
};

const ja_following = /** @type {(inputs: FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`フォロー中`)
};

const ar_following = /** @type {(inputs: FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تتابعه`)
};

/**
* | output |
* | --- |
* | "Following" |
*
* @param {FollowingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const following = /** @type {((inputs?: FollowingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<FollowingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_following(inputs)
	if (locale === "de") return de_following(inputs)
	if (locale === "es") return es_following(inputs)
	if (locale === "pt-BR") return pt_br2_following(inputs)
	if (locale === "ja") return ja_following(inputs)
	if (locale === "ar") return ar_following(inputs)
	return en_following(inputs)
});