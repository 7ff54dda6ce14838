/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Publish_NowInputs */

const en_ed_publish_now = /** @type {(inputs: Ed_Publish_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish now`)
};

const fr_ed_publish_now = /** @type {(inputs: Ed_Publish_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publier maintenant`)
};

const de_ed_publish_now = /** @type {(inputs: Ed_Publish_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt veröffentlichen`)
};

const es_ed_publish_now = /** @type {(inputs: Ed_Publish_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar ahora`)
};

const pt_br2_ed_publish_now = /** @type {(inputs: Ed_Publish_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar agora`)
};

const ja_ed_publish_now = /** @type {(inputs: Ed_Publish_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`今すぐ公開`)
};

const ar_ed_publish_now = /** @type {(inputs: Ed_Publish_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النشر الآن`)
};

/**
* | output |
* | --- |
* | "Publish now" |
*
* @param {Ed_Publish_NowInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_publish_now = /** @type {((inputs?: Ed_Publish_NowInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Publish_NowInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_publish_now(inputs)
	if (locale === "de") return de_ed_publish_now(inputs)
	if (locale === "es") return es_ed_publish_now(inputs)
	if (locale === "pt-BR") return pt_br2_ed_publish_now(inputs)
	if (locale === "ja") return ja_ed_publish_now(inputs)
	if (locale === "ar") return ar_ed_publish_now(inputs)
	return en_ed_publish_now(inputs)
});