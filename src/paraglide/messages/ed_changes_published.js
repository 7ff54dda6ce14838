/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Changes_PublishedInputs */

const en_ed_changes_published = /** @type {(inputs: Ed_Changes_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your changes are published`)
};

const fr_ed_changes_published = /** @type {(inputs: Ed_Changes_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos modifications sont publiées`)
};

const de_ed_changes_published = /** @type {(inputs: Ed_Changes_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Änderungen sind veröffentlicht`)
};

const es_ed_changes_published = /** @type {(inputs: Ed_Changes_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus cambios están publicados`)
};

const pt_br2_ed_changes_published = /** @type {(inputs: Ed_Changes_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suas alterações foram publicadas`)
};

const ja_ed_changes_published = /** @type {(inputs: Ed_Changes_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`変更を公開しました`)
};

const ar_ed_changes_published = /** @type {(inputs: Ed_Changes_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نُشرت تغييراتك`)
};

/**
* | output |
* | --- |
* | "Your changes are published" |
*
* @param {Ed_Changes_PublishedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_changes_published = /** @type {((inputs?: Ed_Changes_PublishedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Changes_PublishedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_changes_published(inputs)
	if (locale === "de") return de_ed_changes_published(inputs)
	if (locale === "es") return es_ed_changes_published(inputs)
	if (locale === "pt-BR") return pt_br2_ed_changes_published(inputs)
	if (locale === "ja") return ja_ed_changes_published(inputs)
	if (locale === "ar") return ar_ed_changes_published(inputs)
	return en_ed_changes_published(inputs)
});