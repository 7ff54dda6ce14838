/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Choose_InterestsInputs */

const en_page_fix_choose_interests = /** @type {(inputs: Page_Fix_Choose_InterestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your interests`)
};

const fr_page_fix_choose_interests = /** @type {(inputs: Page_Fix_Choose_InterestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez vos centres d'intérêt`)
};

const de_page_fix_choose_interests = /** @type {(inputs: Page_Fix_Choose_InterestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie Ihre Interessen`)
};

const es_page_fix_choose_interests = /** @type {(inputs: Page_Fix_Choose_InterestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige tus intereses`)
};

const pt_br2_page_fix_choose_interests = /** @type {(inputs: Page_Fix_Choose_InterestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha seus interesses`)
};

const ja_page_fix_choose_interests = /** @type {(inputs: Page_Fix_Choose_InterestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`興味のあるトピックを選ぶ`)
};

const ar_page_fix_choose_interests = /** @type {(inputs: Page_Fix_Choose_InterestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر اهتماماتك`)
};

/**
* | output |
* | --- |
* | "Choose your interests" |
*
* @param {Page_Fix_Choose_InterestsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_choose_interests = /** @type {((inputs?: Page_Fix_Choose_InterestsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Choose_InterestsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_choose_interests(inputs)
	if (locale === "de") return de_page_fix_choose_interests(inputs)
	if (locale === "es") return es_page_fix_choose_interests(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_choose_interests(inputs)
	if (locale === "ja") return ja_page_fix_choose_interests(inputs)
	if (locale === "ar") return ar_page_fix_choose_interests(inputs)
	return en_page_fix_choose_interests(inputs)
});