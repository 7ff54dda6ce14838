/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Unmuted_DoneInputs */

const en_people_unmuted_done = /** @type {(inputs: People_Unmuted_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unmuted: their stories and comments are back in your feeds`)
};

const fr_people_unmuted_done = /** @type {(inputs: People_Unmuted_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réaffiché : ses histoires et commentaires reviennent dans vos fils`)
};

const de_people_unmuted_done = /** @type {(inputs: People_Unmuted_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stummschaltung aufgehoben: Ihre Geschichten und Kommentare sind wieder in deinen Feeds`)
};

const es_people_unmuted_done = /** @type {(inputs: People_Unmuted_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya no está silenciado: sus historias y comentarios vuelven a tus feeds`)
};

const pt_br2_people_unmuted_done = /** @type {(inputs: People_Unmuted_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silenciamento desfeito: as histórias e os comentários dessa pessoa voltaram aos seus feeds`)
};

const ja_people_unmuted_done = /** @type {(inputs: People_Unmuted_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ミュートを解除しました。この人のストーリーとコメントがフィードに戻ります`)
};

const ar_people_unmuted_done = /** @type {(inputs: People_Unmuted_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُلغي الكتم: عادت قصصه وتعليقاته إلى موجزاتك`)
};

/**
* | output |
* | --- |
* | "Unmuted: their stories and comments are back in your feeds" |
*
* @param {People_Unmuted_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const people_unmuted_done = /** @type {((inputs?: People_Unmuted_DoneInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Unmuted_DoneInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_people_unmuted_done(inputs)
	if (locale === "de") return de_people_unmuted_done(inputs)
	if (locale === "es") return es_people_unmuted_done(inputs)
	if (locale === "pt-BR") return pt_br2_people_unmuted_done(inputs)
	if (locale === "ja") return ja_people_unmuted_done(inputs)
	if (locale === "ar") return ar_people_unmuted_done(inputs)
	return en_people_unmuted_done(inputs)
});