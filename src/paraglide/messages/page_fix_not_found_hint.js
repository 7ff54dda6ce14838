/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Not_Found_HintInputs */

const en_page_fix_not_found_hint = /** @type {(inputs: Page_Fix_Not_Found_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The address may be mistyped, or the page may have moved or been deleted.`)
};

const fr_page_fix_not_found_hint = /** @type {(inputs: Page_Fix_Not_Found_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'adresse est peut-être mal saisie, ou la page a été déplacée ou supprimée.`)
};

const de_page_fix_not_found_hint = /** @type {(inputs: Page_Fix_Not_Found_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Adresse ist vielleicht falsch geschrieben, oder die Seite wurde verschoben oder gelöscht.`)
};

const es_page_fix_not_found_hint = /** @type {(inputs: Page_Fix_Not_Found_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede que la dirección esté mal escrita o que la página se haya movido o eliminado.`)
};

const pt_br2_page_fix_not_found_hint = /** @type {(inputs: Page_Fix_Not_Found_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço pode estar errado, ou a página pode ter sido movida ou excluída.`)
};

const ja_page_fix_not_found_hint = /** @type {(inputs: Page_Fix_Not_Found_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アドレスが間違っているか、ページが移動または削除された可能性があります。`)
};

const ar_page_fix_not_found_hint = /** @type {(inputs: Page_Fix_Not_Found_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ربما كُتب العنوان خطأً، أو نُقلت الصفحة أو حُذفت.`)
};

/**
* | output |
* | --- |
* | "The address may be mistyped, or the page may have moved or been deleted." |
*
* @param {Page_Fix_Not_Found_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_not_found_hint = /** @type {((inputs?: Page_Fix_Not_Found_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Not_Found_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_not_found_hint(inputs)
	if (locale === "de") return de_page_fix_not_found_hint(inputs)
	if (locale === "es") return es_page_fix_not_found_hint(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_not_found_hint(inputs)
	if (locale === "ja") return ja_page_fix_not_found_hint(inputs)
	if (locale === "ar") return ar_page_fix_not_found_hint(inputs)
	return en_page_fix_not_found_hint(inputs)
});