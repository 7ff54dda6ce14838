/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Rich_Tags_CountInputs */

const en_rich_tags_count = /** @type {(inputs: Rich_Tags_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count}/${i?.max}, Enter to add)`)
};

const fr_rich_tags_count = /** @type {(inputs: Rich_Tags_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count}/${i?.max}, Entrée pour ajouter)`)
};

const de_rich_tags_count = /** @type {(inputs: Rich_Tags_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count}/${i?.max}, Eingabetaste zum Hinzufügen)`)
};

const es_rich_tags_count = /** @type {(inputs: Rich_Tags_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count}/${i?.max}, Intro para añadir)`)
};

const pt_br2_rich_tags_count = /** @type {(inputs: Rich_Tags_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count}/${i?.max}, Enter para adicionar)`)
};

const ja_rich_tags_count = /** @type {(inputs: Rich_Tags_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（${i?.count}/${i?.max}、Enter で追加）`)
};

const ar_rich_tags_count = /** @type {(inputs: Rich_Tags_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count}/${i?.max}، اضغط Enter للإضافة)`)
};

/**
* | output |
* | --- |
* | "({count}/{max}, Enter to add)" |
*
* @param {Rich_Tags_CountInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_tags_count = /** @type {((inputs: Rich_Tags_CountInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Tags_CountInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_tags_count(inputs)
	if (locale === "de") return de_rich_tags_count(inputs)
	if (locale === "es") return es_rich_tags_count(inputs)
	if (locale === "pt-BR") return pt_br2_rich_tags_count(inputs)
	if (locale === "ja") return ja_rich_tags_count(inputs)
	if (locale === "ar") return ar_rich_tags_count(inputs)
	return en_rich_tags_count(inputs)
});