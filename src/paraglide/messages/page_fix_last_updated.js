/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Page_Fix_Last_UpdatedInputs */

const en_page_fix_last_updated = /** @type {(inputs: Page_Fix_Last_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last updated ${i?.date}`)
};

const fr_page_fix_last_updated = /** @type {(inputs: Page_Fix_Last_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dernière mise à jour : ${i?.date}`)
};

const de_page_fix_last_updated = /** @type {(inputs: Page_Fix_Last_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zuletzt aktualisiert: ${i?.date}`)
};

const es_page_fix_last_updated = /** @type {(inputs: Page_Fix_Last_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Última actualización: ${i?.date}`)
};

const pt_br2_page_fix_last_updated = /** @type {(inputs: Page_Fix_Last_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Última atualização: ${i?.date}`)
};

const ja_page_fix_last_updated = /** @type {(inputs: Page_Fix_Last_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最終更新：${i?.date}`)
};

const ar_page_fix_last_updated = /** @type {(inputs: Page_Fix_Last_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`آخر تحديث: ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Last updated {date}" |
*
* @param {Page_Fix_Last_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_last_updated = /** @type {((inputs: Page_Fix_Last_UpdatedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Last_UpdatedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_last_updated(inputs)
	if (locale === "de") return de_page_fix_last_updated(inputs)
	if (locale === "es") return es_page_fix_last_updated(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_last_updated(inputs)
	if (locale === "ja") return ja_page_fix_last_updated(inputs)
	if (locale === "ar") return ar_page_fix_last_updated(inputs)
	return en_page_fix_last_updated(inputs)
});