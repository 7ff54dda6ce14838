/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Terms_Forbidden_MinorsInputs */

const en_leftb_terms_forbidden_minors = /** @type {(inputs: Leftb_Terms_Forbidden_MinorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sexual content involving minors, or sharing intimate images without consent.`)
};

const fr_leftb_terms_forbidden_minors = /** @type {(inputs: Leftb_Terms_Forbidden_MinorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les contenus sexuels impliquant des mineurs, ou le partage d’images intimes sans consentement.`)
};

const de_leftb_terms_forbidden_minors = /** @type {(inputs: Leftb_Terms_Forbidden_MinorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sexuelle Inhalte mit Minderjährigen oder das Teilen intimer Bilder ohne Einwilligung.`)
};

const es_leftb_terms_forbidden_minors = /** @type {(inputs: Leftb_Terms_Forbidden_MinorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El contenido sexual que involucre a menores, o compartir imágenes íntimas sin consentimiento.`)
};

const pt_br2_leftb_terms_forbidden_minors = /** @type {(inputs: Leftb_Terms_Forbidden_MinorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conteúdo sexual envolvendo menores ou compartilhamento de imagens íntimas sem consentimento.`)
};

const ja_leftb_terms_forbidden_minors = /** @type {(inputs: Leftb_Terms_Forbidden_MinorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未成年者が関わる性的コンテンツ、または同意のない私的な画像の共有。`)
};

const ar_leftb_terms_forbidden_minors = /** @type {(inputs: Leftb_Terms_Forbidden_MinorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المحتوى الجنسي الذي يشمل قاصرين، أو مشاركة صور حميمة دون موافقة.`)
};

/**
* | output |
* | --- |
* | "Sexual content involving minors, or sharing intimate images without consent." |
*
* @param {Leftb_Terms_Forbidden_MinorsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_terms_forbidden_minors = /** @type {((inputs?: Leftb_Terms_Forbidden_MinorsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Terms_Forbidden_MinorsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_terms_forbidden_minors(inputs)
	if (locale === "de") return de_leftb_terms_forbidden_minors(inputs)
	if (locale === "es") return es_leftb_terms_forbidden_minors(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_terms_forbidden_minors(inputs)
	if (locale === "ja") return ja_leftb_terms_forbidden_minors(inputs)
	if (locale === "ar") return ar_leftb_terms_forbidden_minors(inputs)
	return en_leftb_terms_forbidden_minors(inputs)
});