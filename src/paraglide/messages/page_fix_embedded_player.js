/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Embedded_PlayerInputs */

const en_page_fix_embedded_player = /** @type {(inputs: Page_Fix_Embedded_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Embedded player`)
};

const fr_page_fix_embedded_player = /** @type {(inputs: Page_Fix_Embedded_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecteur intégré`)
};

const de_page_fix_embedded_player = /** @type {(inputs: Page_Fix_Embedded_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingebetteter Player`)
};

const es_page_fix_embedded_player = /** @type {(inputs: Page_Fix_Embedded_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reproductor insertado`)
};

const pt_br2_page_fix_embedded_player = /** @type {(inputs: Page_Fix_Embedded_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player incorporado`)
};

const ja_page_fix_embedded_player = /** @type {(inputs: Page_Fix_Embedded_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`埋め込みプレーヤー`)
};

const ar_page_fix_embedded_player = /** @type {(inputs: Page_Fix_Embedded_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مشغّل مضمَّن`)
};

/**
* | output |
* | --- |
* | "Embedded player" |
*
* @param {Page_Fix_Embedded_PlayerInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_embedded_player = /** @type {((inputs?: Page_Fix_Embedded_PlayerInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Embedded_PlayerInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_embedded_player(inputs)
	if (locale === "de") return de_page_fix_embedded_player(inputs)
	if (locale === "es") return es_page_fix_embedded_player(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_embedded_player(inputs)
	if (locale === "ja") return ja_page_fix_embedded_player(inputs)
	if (locale === "ar") return ar_page_fix_embedded_player(inputs)
	return en_page_fix_embedded_player(inputs)
});