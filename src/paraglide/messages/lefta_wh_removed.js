/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Wh_RemovedInputs */

const en_lefta_wh_removed = /** @type {(inputs: Lefta_Wh_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook removed`)
};

const fr_lefta_wh_removed = /** @type {(inputs: Lefta_Wh_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook supprimé`)
};

const de_lefta_wh_removed = /** @type {(inputs: Lefta_Wh_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook entfernt`)
};

const es_lefta_wh_removed = /** @type {(inputs: Lefta_Wh_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook eliminado`)
};

const pt_br2_lefta_wh_removed = /** @type {(inputs: Lefta_Wh_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook removido`)
};

const ja_lefta_wh_removed = /** @type {(inputs: Lefta_Wh_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook を削除しました`)
};

const ar_lefta_wh_removed = /** @type {(inputs: Lefta_Wh_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُزيل خطاف الويب`)
};

/**
* | output |
* | --- |
* | "Webhook removed" |
*
* @param {Lefta_Wh_RemovedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_removed = /** @type {((inputs?: Lefta_Wh_RemovedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_RemovedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_removed(inputs)
	if (locale === "de") return de_lefta_wh_removed(inputs)
	if (locale === "es") return es_lefta_wh_removed(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_removed(inputs)
	if (locale === "ja") return ja_lefta_wh_removed(inputs)
	if (locale === "ar") return ar_lefta_wh_removed(inputs)
	return en_lefta_wh_removed(inputs)
});