/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Cover_ProgressInputs */

const en_rich_cover_progress = /** @type {(inputs: Rich_Cover_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover upload progress`)
};

const fr_rich_cover_progress = /** @type {(inputs: Rich_Cover_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progression de l'envoi de la couverture`)
};

const de_rich_cover_progress = /** @type {(inputs: Rich_Cover_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fortschritt beim Hochladen des Titelbilds`)
};

const es_rich_cover_progress = /** @type {(inputs: Rich_Cover_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progreso de la subida de la portada`)
};

const pt_br2_rich_cover_progress = /** @type {(inputs: Rich_Cover_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progresso do envio da capa`)
};

const ja_rich_cover_progress = /** @type {(inputs: Rich_Cover_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`カバーのアップロード状況`)
};

const ar_rich_cover_progress = /** @type {(inputs: Rich_Cover_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تقدّم رفع الغلاف`)
};

/**
* | output |
* | --- |
* | "Cover upload progress" |
*
* @param {Rich_Cover_ProgressInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_cover_progress = /** @type {((inputs?: Rich_Cover_ProgressInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Cover_ProgressInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_cover_progress(inputs)
	if (locale === "de") return de_rich_cover_progress(inputs)
	if (locale === "es") return es_rich_cover_progress(inputs)
	if (locale === "pt-BR") return pt_br2_rich_cover_progress(inputs)
	if (locale === "ja") return ja_rich_cover_progress(inputs)
	if (locale === "ar") return ar_rich_cover_progress(inputs)
	return en_rich_cover_progress(inputs)
});