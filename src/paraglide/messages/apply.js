/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} ApplyInputs */

const en_apply = /** @type {(inputs: ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply`)
};

const fr_apply = /** @type {(inputs: ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appliquer`)
};

const de_apply = /** @type {(inputs: ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übernehmen`)
};

const es_apply = /** @type {(inputs: ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicar`)
};

const pt_br2_apply = /** @type {(inputs: ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicar`)
};

const ja_apply = /** @type {(inputs: ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`適用`)
};

const ar_apply = /** @type {(inputs: ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تطبيق`)
};

/**
* | output |
* | --- |
* | "Apply" |
*
* @param {ApplyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const apply = /** @type {((inputs?: ApplyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<ApplyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply(inputs)
	if (locale === "de") return de_apply(inputs)
	if (locale === "es") return es_apply(inputs)
	if (locale === "pt-BR") return pt_br2_apply(inputs)
	if (locale === "ja") return ja_apply(inputs)
	if (locale === "ar") return ar_apply(inputs)
	return en_apply(inputs)
});