/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notif_Nothing_NewInputs */

const en_notif_nothing_new = /** @type {(inputs: Notif_Nothing_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing new. Likes, comments, replies, follows and shares show up here.`)
};

const fr_notif_nothing_new = /** @type {(inputs: Notif_Nothing_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien de nouveau. Les « j’aime », commentaires, réponses, abonnements et partages s’affichent ici.`)
};

const de_notif_nothing_new = /** @type {(inputs: Notif_Nothing_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nichts Neues. Likes, Kommentare, Antworten, neue Follower und geteilte Beiträge erscheinen hier.`)
};

const es_notif_nothing_new = /** @type {(inputs: Notif_Nothing_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada nuevo. Aquí aparecen los me gusta, comentarios, respuestas, seguidores y compartidos.`)
};

const pt_br2_notif_nothing_new = /** @type {(inputs: Notif_Nothing_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada de novo. Curtidas, comentários, respostas, seguidores e compartilhamentos aparecem aqui.`)
};

const ja_notif_nothing_new = /** @type {(inputs: Notif_Nothing_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新着はありません。いいね、コメント、返信、フォロー、共有がここに表示されます。`)
};

const ar_notif_nothing_new = /** @type {(inputs: Notif_Nothing_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا جديد. تظهر هنا الإعجابات والتعليقات والردود والمتابعات والمشاركات.`)
};

/**
* | output |
* | --- |
* | "Nothing new. Likes, comments, replies, follows and shares show up here." |
*
* @param {Notif_Nothing_NewInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_nothing_new = /** @type {((inputs?: Notif_Nothing_NewInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_Nothing_NewInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_nothing_new(inputs)
	if (locale === "de") return de_notif_nothing_new(inputs)
	if (locale === "es") return es_notif_nothing_new(inputs)
	if (locale === "pt-BR") return pt_br2_notif_nothing_new(inputs)
	if (locale === "ja") return ja_notif_nothing_new(inputs)
	if (locale === "ar") return ar_notif_nothing_new(inputs)
	return en_notif_nothing_new(inputs)
});