/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_PublishInputs */

const en_ed_publish = /** @type {(inputs: Ed_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish`)
};

const fr_ed_publish = /** @type {(inputs: Ed_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publier`)
};

const de_ed_publish = /** @type {(inputs: Ed_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veröffentlichen`)
};

const es_ed_publish = /** @type {(inputs: Ed_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar`)
};

const pt_br2_ed_publish = /** @type {(inputs: Ed_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar`)
};

const ja_ed_publish = /** @type {(inputs: Ed_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公開`)
};

const ar_ed_publish = /** @type {(inputs: Ed_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشر`)
};

/**
* | output |
* | --- |
* | "Publish" |
*
* @param {Ed_PublishInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_publish = /** @type {((inputs?: Ed_PublishInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_PublishInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_publish(inputs)
	if (locale === "de") return de_ed_publish(inputs)
	if (locale === "es") return es_ed_publish(inputs)
	if (locale === "pt-BR") return pt_br2_ed_publish(inputs)
	if (locale === "ja") return ja_ed_publish(inputs)
	if (locale === "ar") return ar_ed_publish(inputs)
	return en_ed_publish(inputs)
});