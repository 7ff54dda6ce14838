/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Post_CreatedInputs */

const en_ed_post_created = /** @type {(inputs: Ed_Post_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post created successfully`)
};

const fr_ed_post_created = /** @type {(inputs: Ed_Post_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histoire publiée`)
};

const de_ed_post_created = /** @type {(inputs: Ed_Post_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beitrag erfolgreich erstellt`)
};

const es_ed_post_created = /** @type {(inputs: Ed_Post_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicación creada`)
};

const pt_br2_ed_post_created = /** @type {(inputs: Ed_Post_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post criado com sucesso`)
};

const ja_ed_post_created = /** @type {(inputs: Ed_Post_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`記事を作成しました`)
};

const ar_ed_post_created = /** @type {(inputs: Ed_Post_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُنشئ المنشور بنجاح`)
};

/**
* | output |
* | --- |
* | "Post created successfully" |
*
* @param {Ed_Post_CreatedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_post_created = /** @type {((inputs?: Ed_Post_CreatedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Post_CreatedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_post_created(inputs)
	if (locale === "de") return de_ed_post_created(inputs)
	if (locale === "es") return es_ed_post_created(inputs)
	if (locale === "pt-BR") return pt_br2_ed_post_created(inputs)
	if (locale === "ja") return ja_ed_post_created(inputs)
	if (locale === "ar") return ar_ed_post_created(inputs)
	return en_ed_post_created(inputs)
});