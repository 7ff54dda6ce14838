/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Connections_EmptyInputs */

const en_page_fix_connections_empty = /** @type {(inputs: Page_Fix_Connections_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People appear here when they follow, or are followed.`)
};

const fr_page_fix_connections_empty = /** @type {(inputs: Page_Fix_Connections_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les personnes apparaissent ici quand elles s'abonnent ou qu'on s'abonne à elles.`)
};

const de_page_fix_connections_empty = /** @type {(inputs: Page_Fix_Connections_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personen erscheinen hier, wenn sie folgen oder ihnen gefolgt wird.`)
};

const es_page_fix_connections_empty = /** @type {(inputs: Page_Fix_Connections_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las personas aparecen aquí cuando siguen o son seguidas.`)
};

const pt_br2_page_fix_connections_empty = /** @type {(inputs: Page_Fix_Connections_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As pessoas aparecem aqui quando seguem ou são seguidas.`)
};

const ja_page_fix_connections_empty = /** @type {(inputs: Page_Fix_Connections_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`フォローしたりされたりすると、ここに表示されます。`)
};

const ar_page_fix_connections_empty = /** @type {(inputs: Page_Fix_Connections_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يظهر الأشخاص هنا عندما يتابِعون أو يُتابَعون.`)
};

/**
* | output |
* | --- |
* | "People appear here when they follow, or are followed." |
*
* @param {Page_Fix_Connections_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_connections_empty = /** @type {((inputs?: Page_Fix_Connections_EmptyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Connections_EmptyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_connections_empty(inputs)
	if (locale === "de") return de_page_fix_connections_empty(inputs)
	if (locale === "es") return es_page_fix_connections_empty(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_connections_empty(inputs)
	if (locale === "ja") return ja_page_fix_connections_empty(inputs)
	if (locale === "ar") return ar_page_fix_connections_empty(inputs)
	return en_page_fix_connections_empty(inputs)
});