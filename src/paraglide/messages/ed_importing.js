/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_ImportingInputs */

const en_ed_importing = /** @type {(inputs: Ed_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importing…`)
};

const fr_ed_importing = /** @type {(inputs: Ed_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importation…`)
};

const de_ed_importing = /** @type {(inputs: Ed_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird importiert…`)
};

const es_ed_importing = /** @type {(inputs: Ed_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importando…`)
};

const pt_br2_ed_importing = /** @type {(inputs: Ed_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importando…`)
};

const ja_ed_importing = /** @type {(inputs: Ed_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`インポート中…`)
};

const ar_ed_importing = /** @type {(inputs: Ed_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ الاستيراد…`)
};

/**
* | output |
* | --- |
* | "Importing…" |
*
* @param {Ed_ImportingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_importing = /** @type {((inputs?: Ed_ImportingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_ImportingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_importing(inputs)
	if (locale === "de") return de_ed_importing(inputs)
	if (locale === "es") return es_ed_importing(inputs)
	if (locale === "pt-BR") return pt_br2_ed_importing(inputs)
	if (locale === "ja") return ja_ed_importing(inputs)
	if (locale === "ar") return ar_ed_importing(inputs)
	return en_ed_importing(inputs)
});