/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Ed_Import_Too_BigInputs */

const en_ed_import_too_big = /** @type {(inputs: Ed_Import_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is larger than 8 MB`)
};

const fr_ed_import_too_big = /** @type {(inputs: Ed_Import_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} dépasse 8 Mo`)
};

const de_ed_import_too_big = /** @type {(inputs: Ed_Import_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist größer als 8 MB`)
};

const es_ed_import_too_big = /** @type {(inputs: Ed_Import_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} pesa más de 8 MB`)
};

const pt_br2_ed_import_too_big = /** @type {(inputs: Ed_Import_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} tem mais de 8 MB`)
};

const ja_ed_import_too_big = /** @type {(inputs: Ed_Import_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} は 8 MB を超えています`)
};

const ar_ed_import_too_big = /** @type {(inputs: Ed_Import_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} أكبر من 8 ميغابايت`)
};

/**
* | output |
* | --- |
* | "{name} is larger than 8 MB" |
*
* @param {Ed_Import_Too_BigInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_import_too_big = /** @type {((inputs: Ed_Import_Too_BigInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Import_Too_BigInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_import_too_big(inputs)
	if (locale === "de") return de_ed_import_too_big(inputs)
	if (locale === "es") return es_ed_import_too_big(inputs)
	if (locale === "pt-BR") return pt_br2_ed_import_too_big(inputs)
	if (locale === "ja") return ja_ed_import_too_big(inputs)
	if (locale === "ar") return ar_ed_import_too_big(inputs)
	return en_ed_import_too_big(inputs)
});