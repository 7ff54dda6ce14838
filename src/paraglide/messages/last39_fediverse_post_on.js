/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ host: NonNullable<unknown> }} Last39_Fediverse_Post_OnInputs */

const en_last39_fediverse_post_on = /** @type {(inputs: Last39_Fediverse_Post_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fediverse post on ${i?.host}`)
};

const fr_last39_fediverse_post_on = /** @type {(inputs: Last39_Fediverse_Post_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publication du fédivers sur ${i?.host}`)
};

const de_last39_fediverse_post_on = /** @type {(inputs: Last39_Fediverse_Post_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fediverse-Beitrag auf ${i?.host}`)
};

const es_last39_fediverse_post_on = /** @type {(inputs: Last39_Fediverse_Post_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publicación del fediverso en ${i?.host}`)
};

const pt_br2_last39_fediverse_post_on = /** @type {(inputs: Last39_Fediverse_Post_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publicação do fediverso em ${i?.host}`)
};

const ja_last39_fediverse_post_on = /** @type {(inputs: Last39_Fediverse_Post_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.host} の Fediverse 投稿`)
};

const ar_last39_fediverse_post_on = /** @type {(inputs: Last39_Fediverse_Post_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`منشور من الفيديفيرس على ${i?.host}`)
};

/**
* | output |
* | --- |
* | "Fediverse post on {host}" |
*
* @param {Last39_Fediverse_Post_OnInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const last39_fediverse_post_on = /** @type {((inputs: Last39_Fediverse_Post_OnInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Last39_Fediverse_Post_OnInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_last39_fediverse_post_on(inputs)
	if (locale === "de") return de_last39_fediverse_post_on(inputs)
	if (locale === "es") return es_last39_fediverse_post_on(inputs)
	if (locale === "pt-BR") return pt_br2_last39_fediverse_post_on(inputs)
	if (locale === "ja") return ja_last39_fediverse_post_on(inputs)
	if (locale === "ar") return ar_last39_fediverse_post_on(inputs)
	return en_last39_fediverse_post_on(inputs)
});