/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Publish_OnInputs */

const en_ed_publish_on = /** @type {(inputs: Ed_Publish_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish on`)
};

const fr_ed_publish_on = /** @type {(inputs: Ed_Publish_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publier le`)
};

const de_ed_publish_on = /** @type {(inputs: Ed_Publish_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veröffentlichen am`)
};

const es_ed_publish_on = /** @type {(inputs: Ed_Publish_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar el`)
};

const pt_br2_ed_publish_on = /** @type {(inputs: Ed_Publish_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar em`)
};

const ja_ed_publish_on = /** @type {(inputs: Ed_Publish_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公開日時`)
};

const ar_ed_publish_on = /** @type {(inputs: Ed_Publish_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النشر في`)
};

/**
* | output |
* | --- |
* | "Publish on" |
*
* @param {Ed_Publish_OnInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_publish_on = /** @type {((inputs?: Ed_Publish_OnInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Publish_OnInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_publish_on(inputs)
	if (locale === "de") return de_ed_publish_on(inputs)
	if (locale === "es") return es_ed_publish_on(inputs)
	if (locale === "pt-BR") return pt_br2_ed_publish_on(inputs)
	if (locale === "ja") return ja_ed_publish_on(inputs)
	if (locale === "ar") return ar_ed_publish_on(inputs)
	return en_ed_publish_on(inputs)
});