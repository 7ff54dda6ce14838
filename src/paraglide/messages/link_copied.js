/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Link_CopiedInputs */

const en_link_copied = /** @type {(inputs: Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied`)
};

const fr_link_copied = /** @type {(inputs: Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien copié`)
};

const de_link_copied = /** @type {(inputs: Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link kopiert`)
};

const es_link_copied = /** @type {(inputs: Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace copiado`)
};

const pt_br2_link_copied = /** @type {(inputs: Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copiado`)
};

const ja_link_copied = /** @type {(inputs: Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リンクをコピーしました`)
};

const ar_link_copied = /** @type {(inputs: Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نُسخ الرابط`)
};

/**
* | output |
* | --- |
* | "Link copied" |
*
* @param {Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const link_copied = /** @type {((inputs?: Link_CopiedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Link_CopiedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_link_copied(inputs)
	if (locale === "de") return de_link_copied(inputs)
	if (locale === "es") return es_link_copied(inputs)
	if (locale === "pt-BR") return pt_br2_link_copied(inputs)
	if (locale === "ja") return ja_link_copied(inputs)
	if (locale === "ar") return ar_link_copied(inputs)
	return en_link_copied(inputs)
});