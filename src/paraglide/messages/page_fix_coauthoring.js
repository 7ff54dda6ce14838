/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Page_Fix_CoauthoringInputs */

const en_page_fix_coauthoring = /** @type {(inputs: Page_Fix_CoauthoringInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Co-authoring with ${i?.name}`)
};

const fr_page_fix_coauthoring = /** @type {(inputs: Page_Fix_CoauthoringInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En coécriture avec ${i?.name}`)
};

const de_page_fix_coauthoring = /** @type {(inputs: Page_Fix_CoauthoringInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gemeinsam geschrieben mit ${i?.name}`)
};

const es_page_fix_coauthoring = /** @type {(inputs: Page_Fix_CoauthoringInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Coescrita con ${i?.name}`)
};

const pt_br2_page_fix_coauthoring = /** @type {(inputs: Page_Fix_CoauthoringInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Em coautoria com ${i?.name}`)
};

const ja_page_fix_coauthoring = /** @type {(inputs: Page_Fix_CoauthoringInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} と共同執筆中`)
};

const ar_page_fix_coauthoring = /** @type {(inputs: Page_Fix_CoauthoringInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تأليف مشترك مع ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Co-authoring with {name}" |
*
* @param {Page_Fix_CoauthoringInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_coauthoring = /** @type {((inputs: Page_Fix_CoauthoringInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_CoauthoringInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_coauthoring(inputs)
	if (locale === "de") return de_page_fix_coauthoring(inputs)
	if (locale === "es") return es_page_fix_coauthoring(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_coauthoring(inputs)
	if (locale === "ja") return ja_page_fix_coauthoring(inputs)
	if (locale === "ar") return ar_page_fix_coauthoring(inputs)
	return en_page_fix_coauthoring(inputs)
});