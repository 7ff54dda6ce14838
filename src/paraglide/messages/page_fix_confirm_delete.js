/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Page_Fix_Confirm_DeleteInputs */

const en_page_fix_confirm_delete = /** @type {(inputs: Page_Fix_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete “${i?.title}”? This cannot be undone.`)
};

const fr_page_fix_confirm_delete = /** @type {(inputs: Page_Fix_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer « ${i?.title} » ? C'est irréversible.`)
};

const de_page_fix_confirm_delete = /** @type {(inputs: Page_Fix_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.title}“ löschen? Das lässt sich nicht rückgängig machen.`)
};

const es_page_fix_confirm_delete = /** @type {(inputs: Page_Fix_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Eliminar «${i?.title}»? No se puede deshacer.`)
};

const pt_br2_page_fix_confirm_delete = /** @type {(inputs: Page_Fix_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Excluir “${i?.title}”? Não é possível desfazer.`)
};

const ja_page_fix_confirm_delete = /** @type {(inputs: Page_Fix_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`「${i?.title}」を削除しますか？元に戻せません。`)
};

const ar_page_fix_confirm_delete = /** @type {(inputs: Page_Fix_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حذف «${i?.title}»؟ لا يمكن التراجع عن ذلك.`)
};

/**
* | output |
* | --- |
* | "Delete “{title}”? This cannot be undone." |
*
* @param {Page_Fix_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_confirm_delete = /** @type {((inputs: Page_Fix_Confirm_DeleteInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Confirm_DeleteInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_confirm_delete(inputs)
	if (locale === "de") return de_page_fix_confirm_delete(inputs)
	if (locale === "es") return es_page_fix_confirm_delete(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_confirm_delete(inputs)
	if (locale === "ja") return ja_page_fix_confirm_delete(inputs)
	if (locale === "ar") return ar_page_fix_confirm_delete(inputs)
	return en_page_fix_confirm_delete(inputs)
});