/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Page_Fix_Account_Menu_ForInputs */

const en_page_fix_account_menu_for = /** @type {(inputs: Page_Fix_Account_Menu_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Account menu for ${i?.name}`)
};

const fr_page_fix_account_menu_for = /** @type {(inputs: Page_Fix_Account_Menu_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Menu du compte de ${i?.name}`)
};

const de_page_fix_account_menu_for = /** @type {(inputs: Page_Fix_Account_Menu_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kontomenü von ${i?.name}`)
};

const es_page_fix_account_menu_for = /** @type {(inputs: Page_Fix_Account_Menu_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Menú de la cuenta de ${i?.name}`)
};

const pt_br2_page_fix_account_menu_for = /** @type {(inputs: Page_Fix_Account_Menu_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Menu da conta de ${i?.name}`)
};

const ja_page_fix_account_menu_for = /** @type {(inputs: Page_Fix_Account_Menu_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} のアカウントメニュー`)
};

const ar_page_fix_account_menu_for = /** @type {(inputs: Page_Fix_Account_Menu_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`قائمة حساب ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Account menu for {name}" |
*
* @param {Page_Fix_Account_Menu_ForInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_account_menu_for = /** @type {((inputs: Page_Fix_Account_Menu_ForInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Account_Menu_ForInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_account_menu_for(inputs)
	if (locale === "de") return de_page_fix_account_menu_for(inputs)
	if (locale === "es") return es_page_fix_account_menu_for(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_account_menu_for(inputs)
	if (locale === "ja") return ja_page_fix_account_menu_for(inputs)
	if (locale === "ar") return ar_page_fix_account_menu_for(inputs)
	return en_page_fix_account_menu_for(inputs)
});