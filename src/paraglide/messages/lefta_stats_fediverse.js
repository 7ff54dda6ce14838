/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Stats_FediverseInputs */

const en_lefta_stats_fediverse = /** @type {(inputs: Lefta_Stats_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Followers on the fediverse`)
};

const fr_lefta_stats_fediverse = /** @type {(inputs: Lefta_Stats_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnés sur le fédivers`)
};

const de_lefta_stats_fediverse = /** @type {(inputs: Lefta_Stats_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follower im Fediverse`)
};

const es_lefta_stats_fediverse = /** @type {(inputs: Lefta_Stats_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguidores en el fediverso`)
};

const pt_br2_lefta_stats_fediverse = /** @type {(inputs: Lefta_Stats_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguidores no fediverso`)
};

const ja_lefta_stats_fediverse = /** @type {(inputs: Lefta_Stats_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fediverse のフォロワー`)
};

const ar_lefta_stats_fediverse = /** @type {(inputs: Lefta_Stats_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المتابعون على الفيديفيرس`)
};

/**
* | output |
* | --- |
* | "Followers on the fediverse" |
*
* @param {Lefta_Stats_FediverseInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_fediverse = /** @type {((inputs?: Lefta_Stats_FediverseInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_FediverseInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_fediverse(inputs)
	if (locale === "de") return de_lefta_stats_fediverse(inputs)
	if (locale === "es") return es_lefta_stats_fediverse(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_fediverse(inputs)
	if (locale === "ja") return ja_lefta_stats_fediverse(inputs)
	if (locale === "ar") return ar_lefta_stats_fediverse(inputs)
	return en_lefta_stats_fediverse(inputs)
});