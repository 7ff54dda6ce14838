/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, site: NonNullable<unknown> }} Nl_Text_ByInputs */

const en_nl_text_by = /** @type {(inputs: Nl_Text_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by ${i?.name} on ${i?.site}`)
};

const fr_nl_text_by = /** @type {(inputs: Nl_Text_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`par ${i?.name} sur ${i?.site}`)
};

const de_nl_text_by = /** @type {(inputs: Nl_Text_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`von ${i?.name} auf ${i?.site}`)
};

const es_nl_text_by = /** @type {(inputs: Nl_Text_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`por ${i?.name} en ${i?.site}`)
};

const pt_br2_nl_text_by = /** @type {(inputs: Nl_Text_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`por ${i?.name} no ${i?.site}`)
};

const ja_nl_text_by = /** @type {(inputs: Nl_Text_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} の ${i?.name} より`)
};

const ar_nl_text_by = /** @type {(inputs: Nl_Text_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`بقلم ${i?.name} على ${i?.site}`)
};

/**
* | output |
* | --- |
* | "by {name} on {site}" |
*
* @param {Nl_Text_ByInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nl_text_by = /** @type {((inputs: Nl_Text_ByInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nl_Text_ByInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nl_text_by(inputs)
	if (locale === "de") return de_nl_text_by(inputs)
	if (locale === "es") return es_nl_text_by(inputs)
	if (locale === "pt-BR") return pt_br2_nl_text_by(inputs)
	if (locale === "ja") return ja_nl_text_by(inputs)
	if (locale === "ar") return ar_nl_text_by(inputs)
	return en_nl_text_by(inputs)
});