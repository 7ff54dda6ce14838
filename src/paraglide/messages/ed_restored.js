/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_RestoredInputs */

const en_ed_restored = /** @type {(inputs: Ed_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restored: the story is back`)
};

const fr_ed_restored = /** @type {(inputs: Ed_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurée : l’histoire est revenue`)
};

const de_ed_restored = /** @type {(inputs: Ed_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wiederhergestellt: Die Geschichte ist zurück`)
};

const es_ed_restored = /** @type {(inputs: Ed_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurada: la historia ha vuelto`)
};

const pt_br2_ed_restored = /** @type {(inputs: Ed_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurada: a história voltou`)
};

const ja_ed_restored = /** @type {(inputs: Ed_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`復元しました:記事が元に戻りました`)
};

const ar_ed_restored = /** @type {(inputs: Ed_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استُعيدت: عادت القصة`)
};

/**
* | output |
* | --- |
* | "Restored: the story is back" |
*
* @param {Ed_RestoredInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_restored = /** @type {((inputs?: Ed_RestoredInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_RestoredInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_restored(inputs)
	if (locale === "de") return de_ed_restored(inputs)
	if (locale === "es") return es_ed_restored(inputs)
	if (locale === "pt-BR") return pt_br2_ed_restored(inputs)
	if (locale === "ja") return ja_ed_restored(inputs)
	if (locale === "ar") return ar_ed_restored(inputs)
	return en_ed_restored(inputs)
});