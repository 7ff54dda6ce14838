/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Your_Stories_EmptyInputs */

const en_page_fix_your_stories_empty = /** @type {(inputs: Page_Fix_Your_Stories_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stories you publish will be listed here.`)
};

const fr_page_fix_your_stories_empty = /** @type {(inputs: Page_Fix_Your_Stories_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les histoires que vous publiez apparaîtront ici.`)
};

const de_page_fix_your_stories_empty = /** @type {(inputs: Page_Fix_Your_Stories_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschichten, die Sie veröffentlichen, erscheinen hier.`)
};

const es_page_fix_your_stories_empty = /** @type {(inputs: Page_Fix_Your_Stories_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las historias que publiques aparecerán aquí.`)
};

const pt_br2_page_fix_your_stories_empty = /** @type {(inputs: Page_Fix_Your_Stories_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As histórias que você publicar aparecerão aqui.`)
};

const ja_page_fix_your_stories_empty = /** @type {(inputs: Page_Fix_Your_Stories_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公開したストーリーがここに並びます。`)
};

const ar_page_fix_your_stories_empty = /** @type {(inputs: Page_Fix_Your_Stories_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ستظهر هنا القصص التي تنشرها.`)
};

/**
* | output |
* | --- |
* | "Stories you publish will be listed here." |
*
* @param {Page_Fix_Your_Stories_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_your_stories_empty = /** @type {((inputs?: Page_Fix_Your_Stories_EmptyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Your_Stories_EmptyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_your_stories_empty(inputs)
	if (locale === "de") return de_page_fix_your_stories_empty(inputs)
	if (locale === "es") return es_page_fix_your_stories_empty(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_your_stories_empty(inputs)
	if (locale === "ja") return ja_page_fix_your_stories_empty(inputs)
	if (locale === "ar") return ar_page_fix_your_stories_empty(inputs)
	return en_page_fix_your_stories_empty(inputs)
});