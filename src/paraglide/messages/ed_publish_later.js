/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Publish_LaterInputs */

const en_ed_publish_later = /** @type {(inputs: Ed_Publish_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish later`)
};

const fr_ed_publish_later = /** @type {(inputs: Ed_Publish_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publier plus tard`)
};

const de_ed_publish_later = /** @type {(inputs: Ed_Publish_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Später veröffentlichen`)
};

const es_ed_publish_later = /** @type {(inputs: Ed_Publish_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar más tarde`)
};

const pt_br2_ed_publish_later = /** @type {(inputs: Ed_Publish_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar depois`)
};

const ja_ed_publish_later = /** @type {(inputs: Ed_Publish_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`後で公開`)
};

const ar_ed_publish_later = /** @type {(inputs: Ed_Publish_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النشر لاحقًا`)
};

/**
* | output |
* | --- |
* | "Publish later" |
*
* @param {Ed_Publish_LaterInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_publish_later = /** @type {((inputs?: Ed_Publish_LaterInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Publish_LaterInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_publish_later(inputs)
	if (locale === "de") return de_ed_publish_later(inputs)
	if (locale === "es") return es_ed_publish_later(inputs)
	if (locale === "pt-BR") return pt_br2_ed_publish_later(inputs)
	if (locale === "ja") return ja_ed_publish_later(inputs)
	if (locale === "ar") return ar_ed_publish_later(inputs)
	return en_ed_publish_later(inputs)
});