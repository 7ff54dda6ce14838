/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Saved_EmptyInputs */

const en_page_fix_saved_empty = /** @type {(inputs: Page_Fix_Saved_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use Save on a story to keep it here for later.`)
};

const fr_page_fix_saved_empty = /** @type {(inputs: Page_Fix_Saved_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez Enregistrer sur une histoire pour la garder ici pour plus tard.`)
};

const de_page_fix_saved_empty = /** @type {(inputs: Page_Fix_Saved_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzen Sie „Speichern“ bei einer Geschichte, um sie hier für später aufzuheben.`)
};

const es_page_fix_saved_empty = /** @type {(inputs: Page_Fix_Saved_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa Guardar en una historia para tenerla aquí para después.`)
};

const pt_br2_page_fix_saved_empty = /** @type {(inputs: Page_Fix_Saved_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use Salvar em uma história para guardá-la aqui para depois.`)
};

const ja_page_fix_saved_empty = /** @type {(inputs: Page_Fix_Saved_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリーの「保存」を使うと、あとで読むためにここに残せます。`)
};

const ar_page_fix_saved_empty = /** @type {(inputs: Page_Fix_Saved_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استخدم «حفظ» على قصة لتبقيها هنا لوقت لاحق.`)
};

/**
* | output |
* | --- |
* | "Use Save on a story to keep it here for later." |
*
* @param {Page_Fix_Saved_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_saved_empty = /** @type {((inputs?: Page_Fix_Saved_EmptyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Saved_EmptyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_saved_empty(inputs)
	if (locale === "de") return de_page_fix_saved_empty(inputs)
	if (locale === "es") return es_page_fix_saved_empty(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_saved_empty(inputs)
	if (locale === "ja") return ja_page_fix_saved_empty(inputs)
	if (locale === "ar") return ar_page_fix_saved_empty(inputs)
	return en_page_fix_saved_empty(inputs)
});