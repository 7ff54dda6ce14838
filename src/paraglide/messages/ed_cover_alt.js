/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Cover_AltInputs */

const en_ed_cover_alt = /** @type {(inputs: Ed_Cover_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Describe the cover for people who cannot see it`)
};

const fr_ed_cover_alt = /** @type {(inputs: Ed_Cover_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Décrivez la couverture pour les personnes qui ne la voient pas`)
};

const de_ed_cover_alt = /** @type {(inputs: Ed_Cover_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beschreiben Sie das Titelbild für Menschen, die es nicht sehen können`)
};

const es_ed_cover_alt = /** @type {(inputs: Ed_Cover_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Describe la portada para quienes no pueden verla`)
};

const pt_br2_ed_cover_alt = /** @type {(inputs: Ed_Cover_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descreva a capa para quem não pode vê-la`)
};

const ja_ed_cover_alt = /** @type {(inputs: Ed_Cover_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`見えない人のためにカバーを説明してください`)
};

const ar_ed_cover_alt = /** @type {(inputs: Ed_Cover_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صِف الغلاف لمن لا يستطيع رؤيته`)
};

/**
* | output |
* | --- |
* | "Describe the cover for people who cannot see it" |
*
* @param {Ed_Cover_AltInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_cover_alt = /** @type {((inputs?: Ed_Cover_AltInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Cover_AltInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_cover_alt(inputs)
	if (locale === "de") return de_ed_cover_alt(inputs)
	if (locale === "es") return es_ed_cover_alt(inputs)
	if (locale === "pt-BR") return pt_br2_ed_cover_alt(inputs)
	if (locale === "ja") return ja_ed_cover_alt(inputs)
	if (locale === "ar") return ar_ed_cover_alt(inputs)
	return en_ed_cover_alt(inputs)
});