/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Mod_ForbiddenInputs */

const en_lefta_mod_forbidden = /** @type {(inputs: Lefta_Mod_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only moderators and admins can see this page.`)
};

const fr_lefta_mod_forbidden = /** @type {(inputs: Lefta_Mod_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les modérateurs et les administrateurs peuvent voir cette page.`)
};

const de_lefta_mod_forbidden = /** @type {(inputs: Lefta_Mod_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Moderatoren und Admins können diese Seite sehen.`)
};

const es_lefta_mod_forbidden = /** @type {(inputs: Lefta_Mod_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo los moderadores y los administradores pueden ver esta página.`)
};

const pt_br2_lefta_mod_forbidden = /** @type {(inputs: Lefta_Mod_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Somente moderadores e administradores podem ver esta página.`)
};

const ja_lefta_mod_forbidden = /** @type {(inputs: Lefta_Mod_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このページはモデレーターと管理者だけが見られます。`)
};

const ar_lefta_mod_forbidden = /** @type {(inputs: Lefta_Mod_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يرى هذه الصفحة إلا المشرفون والمديرون.`)
};

/**
* | output |
* | --- |
* | "Only moderators and admins can see this page." |
*
* @param {Lefta_Mod_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_forbidden = /** @type {((inputs?: Lefta_Mod_ForbiddenInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_ForbiddenInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_forbidden(inputs)
	if (locale === "de") return de_lefta_mod_forbidden(inputs)
	if (locale === "es") return es_lefta_mod_forbidden(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_forbidden(inputs)
	if (locale === "ja") return ja_lefta_mod_forbidden(inputs)
	if (locale === "ar") return ar_lefta_mod_forbidden(inputs)
	return en_lefta_mod_forbidden(inputs)
});