/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fedi_Mine_LabelInputs */

const en_fedi_mine_label = /** @type {(inputs: Fedi_Mine_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Block a whole server`)
};

const fr_fedi_mine_label = /** @type {(inputs: Fedi_Mine_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bloquer tout un serveur`)
};

const de_fedi_mine_label = /** @type {(inputs: Fedi_Mine_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einen ganzen Server blockieren`)
};

const es_fedi_mine_label = /** @type {(inputs: Fedi_Mine_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bloquear un servidor entero`)
};

const pt_br2_fedi_mine_label = /** @type {(inputs: Fedi_Mine_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bloquear um servidor inteiro`)
};

const ja_fedi_mine_label = /** @type {(inputs: Fedi_Mine_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サーバー全体をブロック`)
};

const ar_fedi_mine_label = /** @type {(inputs: Fedi_Mine_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حظر خادم بأكمله`)
};

/**
* | output |
* | --- |
* | "Block a whole server" |
*
* @param {Fedi_Mine_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_mine_label = /** @type {((inputs?: Fedi_Mine_LabelInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_Mine_LabelInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_mine_label(inputs)
	if (locale === "de") return de_fedi_mine_label(inputs)
	if (locale === "es") return es_fedi_mine_label(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_mine_label(inputs)
	if (locale === "ja") return ja_fedi_mine_label(inputs)
	if (locale === "ar") return ar_fedi_mine_label(inputs)
	return en_fedi_mine_label(inputs)
});