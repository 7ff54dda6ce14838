/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Load_NewerInputs */

const en_ed_load_newer = /** @type {(inputs: Ed_Load_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Load the newer version`)
};

const fr_ed_load_newer = /** @type {(inputs: Ed_Load_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charger la version plus récente`)
};

const de_ed_load_newer = /** @type {(inputs: Ed_Load_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuere Version laden`)
};

const es_ed_load_newer = /** @type {(inputs: Ed_Load_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargar la versión más reciente`)
};

const pt_br2_ed_load_newer = /** @type {(inputs: Ed_Load_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carregar a versão mais recente`)
};

const ja_ed_load_newer = /** @type {(inputs: Ed_Load_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しい版を読み込む`)
};

const ar_ed_load_newer = /** @type {(inputs: Ed_Load_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحميل النسخة الأحدث`)
};

/**
* | output |
* | --- |
* | "Load the newer version" |
*
* @param {Ed_Load_NewerInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_load_newer = /** @type {((inputs?: Ed_Load_NewerInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Load_NewerInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_load_newer(inputs)
	if (locale === "de") return de_ed_load_newer(inputs)
	if (locale === "es") return es_ed_load_newer(inputs)
	if (locale === "pt-BR") return pt_br2_ed_load_newer(inputs)
	if (locale === "ja") return ja_ed_load_newer(inputs)
	if (locale === "ar") return ar_ed_load_newer(inputs)
	return en_ed_load_newer(inputs)
});