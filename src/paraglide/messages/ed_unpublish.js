/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_UnpublishInputs */

const en_ed_unpublish = /** @type {(inputs: Ed_UnpublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unpublish`)
};

const fr_ed_unpublish = /** @type {(inputs: Ed_UnpublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dépublier`)
};

const de_ed_unpublish = /** @type {(inputs: Ed_UnpublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veröffentlichung zurücknehmen`)
};

const es_ed_unpublish = /** @type {(inputs: Ed_UnpublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Despublicar`)
};

const pt_br2_ed_unpublish = /** @type {(inputs: Ed_UnpublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Despublicar`)
};

const ja_ed_unpublish = /** @type {(inputs: Ed_UnpublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公開を取り消す`)
};

const ar_ed_unpublish = /** @type {(inputs: Ed_UnpublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء النشر`)
};

/**
* | output |
* | --- |
* | "Unpublish" |
*
* @param {Ed_UnpublishInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_unpublish = /** @type {((inputs?: Ed_UnpublishInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_UnpublishInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_unpublish(inputs)
	if (locale === "de") return de_ed_unpublish(inputs)
	if (locale === "es") return es_ed_unpublish(inputs)
	if (locale === "pt-BR") return pt_br2_ed_unpublish(inputs)
	if (locale === "ja") return ja_ed_unpublish(inputs)
	if (locale === "ar") return ar_ed_unpublish(inputs)
	return en_ed_unpublish(inputs)
});