/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_Now_CoauthorInputs */

const en_invite_now_coauthor = /** @type {(inputs: Invite_Now_CoauthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are now a co-author of this story`)
};

const fr_invite_now_coauthor = /** @type {(inputs: Invite_Now_CoauthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes maintenant coauteur de cette histoire`)
};

const de_invite_now_coauthor = /** @type {(inputs: Invite_Now_CoauthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind jetzt Mitautor dieser Geschichte`)
};

const es_invite_now_coauthor = /** @type {(inputs: Invite_Now_CoauthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora eres coautor de esta historia`)
};

const pt_br2_invite_now_coauthor = /** @type {(inputs: Invite_Now_CoauthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agora você é coautor desta história`)
};

const ja_invite_now_coauthor = /** @type {(inputs: Invite_Now_CoauthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このストーリーの共著者になりました`)
};

const ar_invite_now_coauthor = /** @type {(inputs: Invite_Now_CoauthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أصبحت الآن مؤلفًا مشاركًا لهذه القصة`)
};

/**
* | output |
* | --- |
* | "You are now a co-author of this story" |
*
* @param {Invite_Now_CoauthorInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const invite_now_coauthor = /** @type {((inputs?: Invite_Now_CoauthorInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_Now_CoauthorInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invite_now_coauthor(inputs)
	if (locale === "de") return de_invite_now_coauthor(inputs)
	if (locale === "es") return es_invite_now_coauthor(inputs)
	if (locale === "pt-BR") return pt_br2_invite_now_coauthor(inputs)
	if (locale === "ja") return ja_invite_now_coauthor(inputs)
	if (locale === "ar") return ar_invite_now_coauthor(inputs)
	return en_invite_now_coauthor(inputs)
});