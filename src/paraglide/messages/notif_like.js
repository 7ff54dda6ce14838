/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, title: NonNullable<unknown> }} Notif_LikeInputs */

const en_notif_like = /** @type {(inputs: Notif_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} liked your story “${i?.title}”`)
};

const fr_notif_like = /** @type {(inputs: Notif_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a aimé votre histoire « ${i?.title} »`)
};

const de_notif_like = /** @type {(inputs: Notif_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} gefällt Ihre Geschichte „${i?.title}“`)
};

const es_notif_like = /** @type {(inputs: Notif_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A ${i?.name} le gustó tu historia «${i?.title}»`)
};

const pt_br2_notif_like = /** @type {(inputs: Notif_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} curtiu sua história “${i?.title}”`)
};

const ja_notif_like = /** @type {(inputs: Notif_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}さんがあなたの記事「${i?.title}」にいいねしました`)
};

const ar_notif_like = /** @type {(inputs: Notif_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أُعجب ${i?.name} بقصتك «${i?.title}»`)
};

/**
* | output |
* | --- |
* | "{name} liked your story “{title}”" |
*
* @param {Notif_LikeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_like = /** @type {((inputs: Notif_LikeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_LikeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_like(inputs)
	if (locale === "de") return de_notif_like(inputs)
	if (locale === "es") return es_notif_like(inputs)
	if (locale === "pt-BR") return pt_br2_notif_like(inputs)
	if (locale === "ja") return ja_notif_like(inputs)
	if (locale === "ar") return ar_notif_like(inputs)
	return en_notif_like(inputs)
});