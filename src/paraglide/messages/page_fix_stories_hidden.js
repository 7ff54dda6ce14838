/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Stories_HiddenInputs */

const en_page_fix_stories_hidden = /** @type {(inputs: Page_Fix_Stories_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stories hidden`)
};

const fr_page_fix_stories_hidden = /** @type {(inputs: Page_Fix_Stories_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histoires masquées`)
};

const de_page_fix_stories_hidden = /** @type {(inputs: Page_Fix_Stories_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschichten ausgeblendet`)
};

const es_page_fix_stories_hidden = /** @type {(inputs: Page_Fix_Stories_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias ocultas`)
};

const pt_br2_page_fix_stories_hidden = /** @type {(inputs: Page_Fix_Stories_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histórias ocultas`)
};

const ja_page_fix_stories_hidden = /** @type {(inputs: Page_Fix_Stories_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリーは非表示です`)
};

const ar_page_fix_stories_hidden = /** @type {(inputs: Page_Fix_Stories_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`القصص مخفية`)
};

/**
* | output |
* | --- |
* | "Stories hidden" |
*
* @param {Page_Fix_Stories_HiddenInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_stories_hidden = /** @type {((inputs?: Page_Fix_Stories_HiddenInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Stories_HiddenInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_stories_hidden(inputs)
	if (locale === "de") return de_page_fix_stories_hidden(inputs)
	if (locale === "es") return es_page_fix_stories_hidden(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_stories_hidden(inputs)
	if (locale === "ja") return ja_page_fix_stories_hidden(inputs)
	if (locale === "ar") return ar_page_fix_stories_hidden(inputs)
	return en_page_fix_stories_hidden(inputs)
});