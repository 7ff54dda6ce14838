/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Keep_MineInputs */

const en_ed_keep_mine = /** @type {(inputs: Ed_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep my version`)
};

const fr_ed_keep_mine = /** @type {(inputs: Ed_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder ma version`)
};

const de_ed_keep_mine = /** @type {(inputs: Ed_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Version behalten`)
};

const es_ed_keep_mine = /** @type {(inputs: Ed_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservar mi versión`)
};

const pt_br2_ed_keep_mine = /** @type {(inputs: Ed_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manter minha versão`)
};

const ja_ed_keep_mine = /** @type {(inputs: Ed_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`自分の版を残す`)
};

const ar_ed_keep_mine = /** @type {(inputs: Ed_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإبقاء على نسختي`)
};

/**
* | output |
* | --- |
* | "Keep my version" |
*
* @param {Ed_Keep_MineInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_keep_mine = /** @type {((inputs?: Ed_Keep_MineInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Keep_MineInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_keep_mine(inputs)
	if (locale === "de") return de_ed_keep_mine(inputs)
	if (locale === "es") return es_ed_keep_mine(inputs)
	if (locale === "pt-BR") return pt_br2_ed_keep_mine(inputs)
	if (locale === "ja") return ja_ed_keep_mine(inputs)
	if (locale === "ar") return ar_ed_keep_mine(inputs)
	return en_ed_keep_mine(inputs)
});