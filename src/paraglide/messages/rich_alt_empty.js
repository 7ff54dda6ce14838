/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Alt_EmptyInputs */

const en_rich_alt_empty = /** @type {(inputs: Rich_Alt_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Describe what the picture shows for people who cannot see it.`)
};

const fr_rich_alt_empty = /** @type {(inputs: Rich_Alt_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Décrivez ce que montre l'image pour les personnes qui ne peuvent pas la voir.`)
};

const de_rich_alt_empty = /** @type {(inputs: Rich_Alt_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beschreiben Sie, was das Bild zeigt, für Menschen, die es nicht sehen können.`)
};

const es_rich_alt_empty = /** @type {(inputs: Rich_Alt_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Describe lo que muestra la imagen para quienes no pueden verla.`)
};

const pt_br2_rich_alt_empty = /** @type {(inputs: Rich_Alt_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descreva o que a imagem mostra para quem não pode vê-la.`)
};

const ja_rich_alt_empty = /** @type {(inputs: Rich_Alt_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`見えない人のために、画像に何が写っているかを説明してください。`)
};

const ar_rich_alt_empty = /** @type {(inputs: Rich_Alt_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صِف ما تُظهره الصورة لمن لا يستطيع رؤيتها.`)
};

/**
* | output |
* | --- |
* | "Describe what the picture shows for people who cannot see it." |
*
* @param {Rich_Alt_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_alt_empty = /** @type {((inputs?: Rich_Alt_EmptyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Alt_EmptyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_alt_empty(inputs)
	if (locale === "de") return de_rich_alt_empty(inputs)
	if (locale === "es") return es_rich_alt_empty(inputs)
	if (locale === "pt-BR") return pt_br2_rich_alt_empty(inputs)
	if (locale === "ja") return ja_rich_alt_empty(inputs)
	if (locale === "ar") return ar_rich_alt_empty(inputs)
	return en_rich_alt_empty(inputs)
});