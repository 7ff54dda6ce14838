/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Series_NoneInputs */

const en_page_fix_series_none = /** @type {(inputs: Page_Fix_Series_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No series yet. A series groups your stories in order; each part links to the others.`)
};

const fr_page_fix_series_none = /** @type {(inputs: Page_Fix_Series_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune série pour l'instant. Une série regroupe vos histoires dans l'ordre ; chaque partie renvoie aux autres.`)
};

const de_page_fix_series_none = /** @type {(inputs: Page_Fix_Series_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Reihen. Eine Reihe ordnet Ihre Geschichten; jeder Teil verweist auf die anderen.`)
};

const es_page_fix_series_none = /** @type {(inputs: Page_Fix_Series_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay series. Una serie agrupa tus historias en orden; cada parte enlaza con las demás.`)
};

const pt_br2_page_fix_series_none = /** @type {(inputs: Page_Fix_Series_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma série ainda. Uma série agrupa suas histórias em ordem; cada parte leva às outras.`)
};

const ja_page_fix_series_none = /** @type {(inputs: Page_Fix_Series_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`シリーズはまだありません。シリーズはストーリーを順番にまとめ、各パートが互いにリンクします。`)
};

const ar_page_fix_series_none = /** @type {(inputs: Page_Fix_Series_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا سلاسل بعد. تجمع السلسلة قصصك بالترتيب، وكل جزء يربط بالأجزاء الأخرى.`)
};

/**
* | output |
* | --- |
* | "No series yet. A series groups your stories in order; each part links to the others." |
*
* @param {Page_Fix_Series_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_series_none = /** @type {((inputs?: Page_Fix_Series_NoneInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Series_NoneInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_series_none(inputs)
	if (locale === "de") return de_page_fix_series_none(inputs)
	if (locale === "es") return es_page_fix_series_none(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_series_none(inputs)
	if (locale === "ja") return ja_page_fix_series_none(inputs)
	if (locale === "ar") return ar_page_fix_series_none(inputs)
	return en_page_fix_series_none(inputs)
});