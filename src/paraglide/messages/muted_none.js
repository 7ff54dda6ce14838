/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Muted_NoneInputs */

const en_muted_none = /** @type {(inputs: Muted_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not muted anyone. Mute someone from their profile: their stories and comments leave your feeds, and they are not told.`)
};

const fr_muted_none = /** @type {(inputs: Muted_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez masqué personne. Masquez quelqu’un depuis son profil : ses histoires et commentaires quittent vos fils, sans qu’il le sache.`)
};

const de_muted_none = /** @type {(inputs: Muted_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast niemanden stummgeschaltet. Schalte jemanden in seinem Profil stumm: Seine Geschichten und Kommentare verschwinden aus deinen Feeds, ohne dass er es erfährt.`)
};

const es_muted_none = /** @type {(inputs: Muted_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No has silenciado a nadie. Silencia a alguien desde su perfil: sus historias y comentarios salen de tus feeds y no se le avisa.`)
};

const pt_br2_muted_none = /** @type {(inputs: Muted_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você não silenciou ninguém. Silencie alguém pelo perfil: as histórias e comentários saem dos seus feeds, e a pessoa não é avisada.`)
};

const ja_muted_none = /** @type {(inputs: Muted_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ミュートしている人はいません。プロフィールからミュートすると、その人の記事とコメントがフィードから消えます。相手には知らされません。`)
};

const ar_muted_none = /** @type {(inputs: Muted_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تكتم أحدًا. اكتم شخصًا من ملفه الشخصي: تخرج قصصه وتعليقاته من خلاصاتك، ولا يُبلَّغ بذلك.`)
};

/**
* | output |
* | --- |
* | "You have not muted anyone. Mute someone from their profile: their stories and comments leave your feeds, and they are not told." |
*
* @param {Muted_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const muted_none = /** @type {((inputs?: Muted_NoneInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Muted_NoneInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_muted_none(inputs)
	if (locale === "de") return de_muted_none(inputs)
	if (locale === "es") return es_muted_none(inputs)
	if (locale === "pt-BR") return pt_br2_muted_none(inputs)
	if (locale === "ja") return ja_muted_none(inputs)
	if (locale === "ar") return ar_muted_none(inputs)
	return en_muted_none(inputs)
});