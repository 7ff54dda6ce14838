/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Save_TitleInputs */

const en_save_title = /** @type {(inputs: Save_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Save “${i?.title}” to your reading list`)
};

const fr_save_title = /** @type {(inputs: Save_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enregistrer « ${i?.title} » dans votre liste de lecture`)
};

const de_save_title = /** @type {(inputs: Save_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.title}“ in deiner Leseliste speichern`)
};

const es_save_title = /** @type {(inputs: Save_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardar «${i?.title}» en tu lista de lectura`)
};

const pt_br2_save_title = /** @type {(inputs: Save_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Salvar “${i?.title}” na sua lista de leitura`)
};

const ja_save_title = /** @type {(inputs: Save_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`「${i?.title}」をリーディングリストに保存`)
};

const ar_save_title = /** @type {(inputs: Save_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`احفظ «${i?.title}» في قائمة قراءتك`)
};

/**
* | output |
* | --- |
* | "Save “{title}” to your reading list" |
*
* @param {Save_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const save_title = /** @type {((inputs: Save_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Save_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_save_title(inputs)
	if (locale === "de") return de_save_title(inputs)
	if (locale === "es") return es_save_title(inputs)
	if (locale === "pt-BR") return pt_br2_save_title(inputs)
	if (locale === "ja") return ja_save_title(inputs)
	if (locale === "ar") return ar_save_title(inputs)
	return en_save_title(inputs)
});