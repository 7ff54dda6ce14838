/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Why_ViolenceInputs */

const en_mod_why_violence = /** @type {(inputs: Mod_Why_ViolenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Violence`)
};

const fr_mod_why_violence = /** @type {(inputs: Mod_Why_ViolenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Violence`)
};

const de_mod_why_violence = /** @type {(inputs: Mod_Why_ViolenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewalt`)
};

const es_mod_why_violence = /** @type {(inputs: Mod_Why_ViolenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Violencia`)
};

const pt_br2_mod_why_violence = /** @type {(inputs: Mod_Why_ViolenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Violência`)
};

const ja_mod_why_violence = /** @type {(inputs: Mod_Why_ViolenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暴力`)
};

const ar_mod_why_violence = /** @type {(inputs: Mod_Why_ViolenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنف`)
};

/**
* | output |
* | --- |
* | "Violence" |
*
* @param {Mod_Why_ViolenceInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_why_violence = /** @type {((inputs?: Mod_Why_ViolenceInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Why_ViolenceInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_why_violence(inputs)
	if (locale === "de") return de_mod_why_violence(inputs)
	if (locale === "es") return es_mod_why_violence(inputs)
	if (locale === "pt-BR") return pt_br2_mod_why_violence(inputs)
	if (locale === "ja") return ja_mod_why_violence(inputs)
	if (locale === "ar") return ar_mod_why_violence(inputs)
	return en_mod_why_violence(inputs)
});