/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Notif_FollowInputs */

const en_notif_follow = /** @type {(inputs: Notif_FollowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} started following you`)
};

const fr_notif_follow = /** @type {(inputs: Notif_FollowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} vous suit désormais`)
};

const de_notif_follow = /** @type {(inputs: Notif_FollowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} folgt Ihnen jetzt`)
};

const es_notif_follow = /** @type {(inputs: Notif_FollowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} empezó a seguirte`)
};

const pt_br2_notif_follow = /** @type {(inputs: Notif_FollowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} começou a seguir você`)
};

const ja_notif_follow = /** @type {(inputs: Notif_FollowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}さんがあなたをフォローしました`)
};

const ar_notif_follow = /** @type {(inputs: Notif_FollowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`بدأ ${i?.name} متابعتك`)
};

/**
* | output |
* | --- |
* | "{name} started following you" |
*
* @param {Notif_FollowInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_follow = /** @type {((inputs: Notif_FollowInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_FollowInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_follow(inputs)
	if (locale === "de") return de_notif_follow(inputs)
	if (locale === "es") return es_notif_follow(inputs)
	if (locale === "pt-BR") return pt_br2_notif_follow(inputs)
	if (locale === "ja") return ja_notif_follow(inputs)
	if (locale === "ar") return ar_notif_follow(inputs)
	return en_notif_follow(inputs)
});