/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_People_To_FollowInputs */

const en_home_people_to_follow = /** @type {(inputs: Home_People_To_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People to follow`)
};

const fr_home_people_to_follow = /** @type {(inputs: Home_People_To_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnes à suivre`)
};

const de_home_people_to_follow = /** @type {(inputs: Home_People_To_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leute zum Folgen`)
};

const es_home_people_to_follow = /** @type {(inputs: Home_People_To_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personas a seguir`)
};

const pt_br2_home_people_to_follow = /** @type {(inputs: Home_People_To_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pessoas para seguir`)
};

const ja_home_people_to_follow = /** @type {(inputs: Home_People_To_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`フォローしたい人`)
};

const ar_home_people_to_follow = /** @type {(inputs: Home_People_To_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أشخاص لمتابعتهم`)
};

/**
* | output |
* | --- |
* | "People to follow" |
*
* @param {Home_People_To_FollowInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_people_to_follow = /** @type {((inputs?: Home_People_To_FollowInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_People_To_FollowInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_people_to_follow(inputs)
	if (locale === "de") return de_home_people_to_follow(inputs)
	if (locale === "es") return es_home_people_to_follow(inputs)
	if (locale === "pt-BR") return pt_br2_home_people_to_follow(inputs)
	if (locale === "ja") return ja_home_people_to_follow(inputs)
	if (locale === "ar") return ar_home_people_to_follow(inputs)
	return en_home_people_to_follow(inputs)
});