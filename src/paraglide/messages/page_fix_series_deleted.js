/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Series_DeletedInputs */

const en_page_fix_series_deleted = /** @type {(inputs: Page_Fix_Series_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Series deleted: its stories stay, on their own`)
};

const fr_page_fix_series_deleted = /** @type {(inputs: Page_Fix_Series_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Série supprimée : ses histoires restent, seules`)
};

const de_page_fix_series_deleted = /** @type {(inputs: Page_Fix_Series_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reihe gelöscht: Ihre Geschichten bleiben, einzeln`)
};

const es_page_fix_series_deleted = /** @type {(inputs: Page_Fix_Series_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serie eliminada: sus historias se quedan, por separado`)
};

const pt_br2_page_fix_series_deleted = /** @type {(inputs: Page_Fix_Series_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Série excluída: as histórias ficam, soltas`)
};

const ja_page_fix_series_deleted = /** @type {(inputs: Page_Fix_Series_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`シリーズを削除しました。ストーリーは単独で残ります`)
};

const ar_page_fix_series_deleted = /** @type {(inputs: Page_Fix_Series_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حُذفت السلسلة: تبقى قصصها منفردة`)
};

/**
* | output |
* | --- |
* | "Series deleted: its stories stay, on their own" |
*
* @param {Page_Fix_Series_DeletedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_series_deleted = /** @type {((inputs?: Page_Fix_Series_DeletedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Series_DeletedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_series_deleted(inputs)
	if (locale === "de") return de_page_fix_series_deleted(inputs)
	if (locale === "es") return es_page_fix_series_deleted(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_series_deleted(inputs)
	if (locale === "ja") return ja_page_fix_series_deleted(inputs)
	if (locale === "ar") return ar_page_fix_series_deleted(inputs)
	return en_page_fix_series_deleted(inputs)
});