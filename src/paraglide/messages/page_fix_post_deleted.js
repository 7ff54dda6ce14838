/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Post_DeletedInputs */

const en_page_fix_post_deleted = /** @type {(inputs: Page_Fix_Post_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post deleted successfully`)
};

const fr_page_fix_post_deleted = /** @type {(inputs: Page_Fix_Post_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histoire supprimée`)
};

const de_page_fix_post_deleted = /** @type {(inputs: Page_Fix_Post_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschichte gelöscht`)
};

const es_page_fix_post_deleted = /** @type {(inputs: Page_Fix_Post_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historia eliminada`)
};

const pt_br2_page_fix_post_deleted = /** @type {(inputs: Page_Fix_Post_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`História excluída`)
};

const ja_page_fix_post_deleted = /** @type {(inputs: Page_Fix_Post_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリーを削除しました`)
};

const ar_page_fix_post_deleted = /** @type {(inputs: Page_Fix_Post_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حُذفت القصة`)
};

/**
* | output |
* | --- |
* | "Post deleted successfully" |
*
* @param {Page_Fix_Post_DeletedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_post_deleted = /** @type {((inputs?: Page_Fix_Post_DeletedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Post_DeletedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_post_deleted(inputs)
	if (locale === "de") return de_page_fix_post_deleted(inputs)
	if (locale === "es") return es_page_fix_post_deleted(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_post_deleted(inputs)
	if (locale === "ja") return ja_page_fix_post_deleted(inputs)
	if (locale === "ar") return ar_page_fix_post_deleted(inputs)
	return en_page_fix_post_deleted(inputs)
});