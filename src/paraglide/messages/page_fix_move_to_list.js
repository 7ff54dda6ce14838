/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Move_To_ListInputs */

const en_page_fix_move_to_list = /** @type {(inputs: Page_Fix_Move_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move to reading list`)
};

const fr_page_fix_move_to_list = /** @type {(inputs: Page_Fix_Move_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remettre dans la liste de lecture`)
};

const de_page_fix_move_to_list = /** @type {(inputs: Page_Fix_Move_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück in die Leseliste`)
};

const es_page_fix_move_to_list = /** @type {(inputs: Page_Fix_Move_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mover a la lista de lectura`)
};

const pt_br2_page_fix_move_to_list = /** @type {(inputs: Page_Fix_Move_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mover para a lista de leitura`)
};

const ja_page_fix_move_to_list = /** @type {(inputs: Page_Fix_Move_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リーディングリストに戻す`)
};

const ar_page_fix_move_to_list = /** @type {(inputs: Page_Fix_Move_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انقل إلى قائمة القراءة`)
};

/**
* | output |
* | --- |
* | "Move to reading list" |
*
* @param {Page_Fix_Move_To_ListInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_move_to_list = /** @type {((inputs?: Page_Fix_Move_To_ListInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Move_To_ListInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_move_to_list(inputs)
	if (locale === "de") return de_page_fix_move_to_list(inputs)
	if (locale === "es") return es_page_fix_move_to_list(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_move_to_list(inputs)
	if (locale === "ja") return ja_page_fix_move_to_list(inputs)
	if (locale === "ar") return ar_page_fix_move_to_list(inputs)
	return en_page_fix_move_to_list(inputs)
});