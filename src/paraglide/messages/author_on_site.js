/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, site: NonNullable<unknown> }} Author_On_SiteInputs */

const en_author_on_site = /** @type {(inputs: Author_On_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} on ${i?.site}`)
};

const fr_author_on_site = /** @type {(inputs: Author_On_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} sur ${i?.site}`)
};

const de_author_on_site = /** @type {(inputs: Author_On_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} auf ${i?.site}`)
};

const es_author_on_site = /** @type {(inputs: Author_On_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} en ${i?.site}`)
};

const pt_br2_author_on_site = /** @type {(inputs: Author_On_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no ${i?.site}`)
};

const ja_author_on_site = /** @type {(inputs: Author_On_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} の ${i?.name}`)
};

const ar_author_on_site = /** @type {(inputs: Author_On_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} على ${i?.site}`)
};

/**
* | output |
* | --- |
* | "{name} on {site}" |
*
* @param {Author_On_SiteInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const author_on_site = /** @type {((inputs: Author_On_SiteInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Author_On_SiteInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_author_on_site(inputs)
	if (locale === "de") return de_author_on_site(inputs)
	if (locale === "es") return es_author_on_site(inputs)
	if (locale === "pt-BR") return pt_br2_author_on_site(inputs)
	if (locale === "ja") return ja_author_on_site(inputs)
	if (locale === "ar") return ar_author_on_site(inputs)
	return en_author_on_site(inputs)
});