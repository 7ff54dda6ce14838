/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Muted_DoneInputs */

const en_people_muted_done = /** @type {(inputs: People_Muted_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muted: their stories and comments leave your feeds. They are not told.`)
};

const fr_people_muted_done = /** @type {(inputs: People_Muted_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masqué : ses histoires et commentaires quittent vos fils. La personne n’en est pas informée.`)
};

const de_people_muted_done = /** @type {(inputs: People_Muted_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stummgeschaltet: Ihre Geschichten und Kommentare verschwinden aus deinen Feeds. Die Person erfährt es nicht.`)
};

const es_people_muted_done = /** @type {(inputs: People_Muted_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silenciado: sus historias y comentarios salen de tus feeds. No se le avisa.`)
};

const pt_br2_people_muted_done = /** @type {(inputs: People_Muted_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silenciado: as histórias e os comentários dessa pessoa saem dos seus feeds. Ela não é avisada.`)
};

const ja_people_muted_done = /** @type {(inputs: People_Muted_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ミュートしました。この人のストーリーとコメントはフィードに表示されなくなります。相手には通知されません。`)
};

const ar_people_muted_done = /** @type {(inputs: People_Muted_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم الكتم: تختفي قصصه وتعليقاته من موجزاتك. ولن يُبلَّغ بذلك.`)
};

/**
* | output |
* | --- |
* | "Muted: their stories and comments leave your feeds. They are not told." |
*
* @param {People_Muted_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const people_muted_done = /** @type {((inputs?: People_Muted_DoneInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Muted_DoneInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_people_muted_done(inputs)
	if (locale === "de") return de_people_muted_done(inputs)
	if (locale === "es") return es_people_muted_done(inputs)
	if (locale === "pt-BR") return pt_br2_people_muted_done(inputs)
	if (locale === "ja") return ja_people_muted_done(inputs)
	if (locale === "ar") return ar_people_muted_done(inputs)
	return en_people_muted_done(inputs)
});