/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, title: NonNullable<unknown> }} Notif_PublishedInputs */

const en_notif_published = /** @type {(inputs: Notif_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} published “${i?.title}”`)
};

const fr_notif_published = /** @type {(inputs: Notif_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a publié « ${i?.title} »`)
};

const de_notif_published = /** @type {(inputs: Notif_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat „${i?.title}“ veröffentlicht`)
};

const es_notif_published = /** @type {(inputs: Notif_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} publicó «${i?.title}»`)
};

const pt_br2_notif_published = /** @type {(inputs: Notif_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} publicou “${i?.title}”`)
};

const ja_notif_published = /** @type {(inputs: Notif_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}さんが「${i?.title}」を公開しました`)
};

const ar_notif_published = /** @type {(inputs: Notif_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`نشر ${i?.name} «${i?.title}»`)
};

/**
* | output |
* | --- |
* | "{name} published “{title}”" |
*
* @param {Notif_PublishedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_published = /** @type {((inputs: Notif_PublishedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_PublishedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_published(inputs)
	if (locale === "de") return de_notif_published(inputs)
	if (locale === "es") return es_notif_published(inputs)
	if (locale === "pt-BR") return pt_br2_notif_published(inputs)
	if (locale === "ja") return ja_notif_published(inputs)
	if (locale === "ar") return ar_notif_published(inputs)
	return en_notif_published(inputs)
});