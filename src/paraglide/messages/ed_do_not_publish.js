/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Do_Not_PublishInputs */

const en_ed_do_not_publish = /** @type {(inputs: Ed_Do_Not_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do not publish it then`)
};

const fr_ed_do_not_publish = /** @type {(inputs: Ed_Do_Not_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne pas la publier à cette date`)
};

const de_ed_do_not_publish = /** @type {(inputs: Ed_Do_Not_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dann nicht veröffentlichen`)
};

const es_ed_do_not_publish = /** @type {(inputs: Ed_Do_Not_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No publicarla entonces`)
};

const pt_br2_ed_do_not_publish = /** @type {(inputs: Ed_Do_Not_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não publicar nessa data`)
};

const ja_ed_do_not_publish = /** @type {(inputs: Ed_Do_Not_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`その日時に公開しない`)
};

const ar_ed_do_not_publish = /** @type {(inputs: Ed_Do_Not_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا تنشرها حينها`)
};

/**
* | output |
* | --- |
* | "Do not publish it then" |
*
* @param {Ed_Do_Not_PublishInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_do_not_publish = /** @type {((inputs?: Ed_Do_Not_PublishInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Do_Not_PublishInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_do_not_publish(inputs)
	if (locale === "de") return de_ed_do_not_publish(inputs)
	if (locale === "es") return es_ed_do_not_publish(inputs)
	if (locale === "pt-BR") return pt_br2_ed_do_not_publish(inputs)
	if (locale === "ja") return ja_ed_do_not_publish(inputs)
	if (locale === "ar") return ar_ed_do_not_publish(inputs)
	return en_ed_do_not_publish(inputs)
});