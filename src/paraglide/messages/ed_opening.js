/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_OpeningInputs */

const en_ed_opening = /** @type {(inputs: Ed_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening the editor…`)
};

const fr_ed_opening = /** @type {(inputs: Ed_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture de l’éditeur…`)
};

const de_ed_opening = /** @type {(inputs: Ed_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editor wird geöffnet…`)
};

const es_ed_opening = /** @type {(inputs: Ed_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abriendo el editor…`)
};

const pt_br2_ed_opening = /** @type {(inputs: Ed_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrindo o editor…`)
};

const ja_ed_opening = /** @type {(inputs: Ed_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`エディタを開いています…`)
};

const ar_ed_opening = /** @type {(inputs: Ed_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ فتح المحرر…`)
};

/**
* | output |
* | --- |
* | "Opening the editor…" |
*
* @param {Ed_OpeningInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_opening = /** @type {((inputs?: Ed_OpeningInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_OpeningInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_opening(inputs)
	if (locale === "de") return de_ed_opening(inputs)
	if (locale === "es") return es_ed_opening(inputs)
	if (locale === "pt-BR") return pt_br2_ed_opening(inputs)
	if (locale === "ja") return ja_ed_opening(inputs)
	if (locale === "ar") return ar_ed_opening(inputs)
	return en_ed_opening(inputs)
});