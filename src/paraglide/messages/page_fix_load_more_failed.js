/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Load_More_FailedInputs */

const en_page_fix_load_more_failed = /** @type {(inputs: Page_Fix_Load_More_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load more stories. Please try again.`)
};

const fr_page_fix_load_more_failed = /** @type {(inputs: Page_Fix_Load_More_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger plus d'histoires. Réessayez.`)
};

const de_page_fix_load_more_failed = /** @type {(inputs: Page_Fix_Load_More_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weitere Geschichten konnten nicht geladen werden. Bitte versuchen Sie es erneut.`)
};

const es_page_fix_load_more_failed = /** @type {(inputs: Page_Fix_Load_More_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar más historias. Inténtalo de nuevo.`)
};

const pt_br2_page_fix_load_more_failed = /** @type {(inputs: Page_Fix_Load_More_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar mais histórias. Tente de novo.`)
};

const ja_page_fix_load_more_failed = /** @type {(inputs: Page_Fix_Load_More_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリーをさらに読み込めませんでした。もう一度お試しください。`)
};

const ar_page_fix_load_more_failed = /** @type {(inputs: Page_Fix_Load_More_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل مزيد من القصص. حاول مجددًا.`)
};

/**
* | output |
* | --- |
* | "Could not load more stories. Please try again." |
*
* @param {Page_Fix_Load_More_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_load_more_failed = /** @type {((inputs?: Page_Fix_Load_More_FailedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Load_More_FailedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_load_more_failed(inputs)
	if (locale === "de") return de_page_fix_load_more_failed(inputs)
	if (locale === "es") return es_page_fix_load_more_failed(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_load_more_failed(inputs)
	if (locale === "ja") return ja_page_fix_load_more_failed(inputs)
	if (locale === "ar") return ar_page_fix_load_more_failed(inputs)
	return en_page_fix_load_more_failed(inputs)
});