/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Delete_BodyInputs */

const en_st_delete_body = /** @type {(inputs: St_Delete_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your profile, stories, drafts, pictures, likes, follows, reading list and notifications are deleted at once and cannot be recovered. Your comments go too, except those others replied to: they stay, emptied and without your name, so the conversation still reads.`)
};

const fr_st_delete_body = /** @type {(inputs: St_Delete_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre profil, vos histoires, brouillons, images, « j’aime », abonnements, liste de lecture et notifications sont supprimés aussitôt et ne peuvent pas être récupérés. Vos commentaires aussi, sauf ceux auxquels d’autres ont répondu : ils restent, vidés et sans votre nom, pour que la conversation reste lisible.`)
};

const de_st_delete_body = /** @type {(inputs: St_Delete_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Profil, Ihre Geschichten, Entwürfe, Bilder, Likes, Abos, Leseliste und Benachrichtigungen werden sofort gelöscht und lassen sich nicht wiederherstellen. Ihre Kommentare ebenfalls, außer denen, auf die andere geantwortet haben: Sie bleiben, geleert und ohne Ihren Namen, damit das Gespräch lesbar bleibt.`)
};

const es_st_delete_body = /** @type {(inputs: St_Delete_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu perfil, historias, borradores, imágenes, me gusta, seguidos, lista de lectura y notificaciones se eliminan al instante y no se pueden recuperar. Tus comentarios también, salvo los que otros respondieron: se quedan, vacíos y sin tu nombre, para que la conversación se siga entendiendo.`)
};

const pt_br2_st_delete_body = /** @type {(inputs: St_Delete_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu perfil, histórias, rascunhos, imagens, curtidas, seguidos, lista de leitura e notificações são excluídos na hora e não podem ser recuperados. Seus comentários também, exceto os que outros responderam: eles ficam, vazios e sem seu nome, para que a conversa continue legível.`)
};

const ja_st_delete_body = /** @type {(inputs: St_Delete_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プロフィール、記事、下書き、画像、いいね、フォロー、リーディングリスト、通知はただちに削除され、復元できません。コメントも削除されますが、他の人が返信したものは内容と名前を消した状態で残り、会話は読めるままです。`)
};

const ar_st_delete_body = /** @type {(inputs: St_Delete_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُحذف ملفك الشخصي وقصصك ومسوداتك وصورك وإعجاباتك ومتابعاتك وقائمة قراءتك وإشعاراتك فورًا ولا يمكن استعادتها. وتُحذف تعليقاتك أيضًا، عدا التي ردّ عليها آخرون: تبقى فارغة وبلا اسمك، كي تبقى المحادثة مقروءة.`)
};

/**
* | output |
* | --- |
* | "Your profile, stories, drafts, pictures, likes, follows, reading list and notifications are deleted at once and cannot be recovered. Your comments go too, ex..." |
*
* @param {St_Delete_BodyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_delete_body = /** @type {((inputs?: St_Delete_BodyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Delete_BodyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_delete_body(inputs)
	if (locale === "de") return de_st_delete_body(inputs)
	if (locale === "es") return es_st_delete_body(inputs)
	if (locale === "pt-BR") return pt_br2_st_delete_body(inputs)
	if (locale === "ja") return ja_st_delete_body(inputs)
	if (locale === "ar") return ar_st_delete_body(inputs)
	return en_st_delete_body(inputs)
});