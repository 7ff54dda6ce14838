/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Suspend_AuthorInputs */

const en_mod_suspend_author = /** @type {(inputs: Mod_Suspend_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspend the author`)
};

const fr_mod_suspend_author = /** @type {(inputs: Mod_Suspend_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspendre l’auteur`)
};

const de_mod_suspend_author = /** @type {(inputs: Mod_Suspend_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autor sperren`)
};

const es_mod_suspend_author = /** @type {(inputs: Mod_Suspend_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspender al autor`)
};

const pt_br2_mod_suspend_author = /** @type {(inputs: Mod_Suspend_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspender o autor`)
};

const ja_mod_suspend_author = /** @type {(inputs: Mod_Suspend_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`作者を利用停止にする`)
};

const ar_mod_suspend_author = /** @type {(inputs: Mod_Suspend_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إيقاف الكاتب`)
};

/**
* | output |
* | --- |
* | "Suspend the author" |
*
* @param {Mod_Suspend_AuthorInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_suspend_author = /** @type {((inputs?: Mod_Suspend_AuthorInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Suspend_AuthorInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_suspend_author(inputs)
	if (locale === "de") return de_mod_suspend_author(inputs)
	if (locale === "es") return es_mod_suspend_author(inputs)
	if (locale === "pt-BR") return pt_br2_mod_suspend_author(inputs)
	if (locale === "ja") return ja_mod_suspend_author(inputs)
	if (locale === "ar") return ar_mod_suspend_author(inputs)
	return en_mod_suspend_author(inputs)
});