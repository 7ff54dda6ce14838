/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Mod_The_SiteInputs */

const en_lefta_mod_the_site = /** @type {(inputs: Lefta_Mod_The_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The site`)
};

const fr_lefta_mod_the_site = /** @type {(inputs: Lefta_Mod_The_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le site`)
};

const de_lefta_mod_the_site = /** @type {(inputs: Lefta_Mod_The_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Website`)
};

const es_lefta_mod_the_site = /** @type {(inputs: Lefta_Mod_The_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El sitio`)
};

const pt_br2_lefta_mod_the_site = /** @type {(inputs: Lefta_Mod_The_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O site`)
};

const ja_lefta_mod_the_site = /** @type {(inputs: Lefta_Mod_The_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サイト`)
};

const ar_lefta_mod_the_site = /** @type {(inputs: Lefta_Mod_The_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الموقع`)
};

/**
* | output |
* | --- |
* | "The site" |
*
* @param {Lefta_Mod_The_SiteInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_the_site = /** @type {((inputs?: Lefta_Mod_The_SiteInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_The_SiteInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_the_site(inputs)
	if (locale === "de") return de_lefta_mod_the_site(inputs)
	if (locale === "es") return es_lefta_mod_the_site(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_the_site(inputs)
	if (locale === "ja") return ja_lefta_mod_the_site(inputs)
	if (locale === "ar") return ar_lefta_mod_the_site(inputs)
	return en_lefta_mod_the_site(inputs)
});