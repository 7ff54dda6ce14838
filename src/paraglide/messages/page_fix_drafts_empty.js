/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Drafts_EmptyInputs */

const en_page_fix_drafts_empty = /** @type {(inputs: Page_Fix_Drafts_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stories you start and do not publish yet are kept here, newest first.`)
};

const fr_page_fix_drafts_empty = /** @type {(inputs: Page_Fix_Drafts_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les histoires que vous commencez sans les publier encore sont gardées ici, les plus récentes d'abord.`)
};

const de_page_fix_drafts_empty = /** @type {(inputs: Page_Fix_Drafts_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschichten, die Sie beginnen und noch nicht veröffentlichen, werden hier aufbewahrt, die neuesten zuerst.`)
};

const es_page_fix_drafts_empty = /** @type {(inputs: Page_Fix_Drafts_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las historias que empiezas y aún no publicas se guardan aquí, las más recientes primero.`)
};

const pt_br2_page_fix_drafts_empty = /** @type {(inputs: Page_Fix_Drafts_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As histórias que você começa e ainda não publica ficam aqui, as mais recentes primeiro.`)
};

const ja_page_fix_drafts_empty = /** @type {(inputs: Page_Fix_Drafts_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`書き始めてまだ公開していないストーリーは、新しい順にここに保存されます。`)
};

const ar_page_fix_drafts_empty = /** @type {(inputs: Page_Fix_Drafts_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`القصص التي تبدؤها ولم تنشرها بعد تُحفظ هنا، الأحدث أولًا.`)
};

/**
* | output |
* | --- |
* | "Stories you start and do not publish yet are kept here, newest first." |
*
* @param {Page_Fix_Drafts_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_drafts_empty = /** @type {((inputs?: Page_Fix_Drafts_EmptyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Drafts_EmptyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_drafts_empty(inputs)
	if (locale === "de") return de_page_fix_drafts_empty(inputs)
	if (locale === "es") return es_page_fix_drafts_empty(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_drafts_empty(inputs)
	if (locale === "ja") return ja_page_fix_drafts_empty(inputs)
	if (locale === "ar") return ar_page_fix_drafts_empty(inputs)
	return en_page_fix_drafts_empty(inputs)
});