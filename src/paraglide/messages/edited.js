/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} EditedInputs */

const en_edited = /** @type {(inputs: EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · edited`)
};

const fr_edited = /** @type {(inputs: EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · modifié`)
};

const de_edited = /** @type {(inputs: EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · bearbeitet`)
};

const es_edited = /** @type {(inputs: EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · editado`)
};

const pt_br2_edited = /** @type {(inputs: EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · editado`)
};

const ja_edited = /** @type {(inputs: EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · 編集済み`)
};

const ar_edited = /** @type {(inputs: EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · معدّل`)
};

/**
* | output |
* | --- |
* | "· edited" |
*
* @param {EditedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const edited = /** @type {((inputs?: EditedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<EditedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_edited(inputs)
	if (locale === "de") return de_edited(inputs)
	if (locale === "es") return es_edited(inputs)
	if (locale === "pt-BR") return pt_br2_edited(inputs)
	if (locale === "ja") return ja_edited(inputs)
	if (locale === "ar") return ar_edited(inputs)
	return en_edited(inputs)
});