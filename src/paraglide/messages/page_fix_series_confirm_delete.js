/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Series_Confirm_DeleteInputs */

const en_page_fix_series_confirm_delete = /** @type {(inputs: Page_Fix_Series_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this series? Its stories stay, on their own.`)
};

const fr_page_fix_series_confirm_delete = /** @type {(inputs: Page_Fix_Series_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer cette série ? Ses histoires restent, seules.`)
};

const de_page_fix_series_confirm_delete = /** @type {(inputs: Page_Fix_Series_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Reihe löschen? Ihre Geschichten bleiben, einzeln.`)
};

const es_page_fix_series_confirm_delete = /** @type {(inputs: Page_Fix_Series_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar esta serie? Sus historias se quedan, por separado.`)
};

const pt_br2_page_fix_series_confirm_delete = /** @type {(inputs: Page_Fix_Series_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluir esta série? As histórias ficam, soltas.`)
};

const ja_page_fix_series_confirm_delete = /** @type {(inputs: Page_Fix_Series_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このシリーズを削除しますか？ストーリーは単独で残ります。`)
};

const ar_page_fix_series_confirm_delete = /** @type {(inputs: Page_Fix_Series_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف هذه السلسلة؟ تبقى قصصها منفردة.`)
};

/**
* | output |
* | --- |
* | "Delete this series? Its stories stay, on their own." |
*
* @param {Page_Fix_Series_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_series_confirm_delete = /** @type {((inputs?: Page_Fix_Series_Confirm_DeleteInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Series_Confirm_DeleteInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_series_confirm_delete(inputs)
	if (locale === "de") return de_page_fix_series_confirm_delete(inputs)
	if (locale === "es") return es_page_fix_series_confirm_delete(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_series_confirm_delete(inputs)
	if (locale === "ja") return ja_page_fix_series_confirm_delete(inputs)
	if (locale === "ar") return ar_page_fix_series_confirm_delete(inputs)
	return en_page_fix_series_confirm_delete(inputs)
});