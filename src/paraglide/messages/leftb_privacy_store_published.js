/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Privacy_Store_PublishedInputs */

const en_leftb_privacy_store_published = /** @type {(inputs: Leftb_Privacy_Store_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you publish: stories, drafts, comments, and the likes, shares, follows and blocks you make.`)
};

const fr_leftb_privacy_store_published = /** @type {(inputs: Leftb_Privacy_Store_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que vous publiez : histoires, brouillons, commentaires, ainsi que les mentions J’aime, partages, abonnements et blocages que vous effectuez.`)
};

const de_leftb_privacy_store_published = /** @type {(inputs: Leftb_Privacy_Store_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was Sie veröffentlichen: Geschichten, Entwürfe, Kommentare sowie Ihre „Gefällt mir“-Angaben, geteilten Inhalte, Abonnements und Blockierungen.`)
};

const es_leftb_privacy_store_published = /** @type {(inputs: Leftb_Privacy_Store_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que publicas: historias, borradores, comentarios, y los me gusta, compartidos, seguimientos y bloqueos que haces.`)
};

const pt_br2_leftb_privacy_store_published = /** @type {(inputs: Leftb_Privacy_Store_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que você publica: histórias, rascunhos, comentários e as curtidas, compartilhamentos, seguimentos e bloqueios que você faz.`)
};

const ja_leftb_privacy_store_published = /** @type {(inputs: Leftb_Privacy_Store_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公開した内容：ストーリー、下書き、コメント、そしてあなたが行った高評価、シェア、フォロー、ブロック。`)
};

const ar_leftb_privacy_store_published = /** @type {(inputs: Leftb_Privacy_Store_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما تنشره: القصص والمسودات والتعليقات، والإعجابات والمشاركات والمتابعات وعمليات الحظر التي تقوم بها.`)
};

/**
* | output |
* | --- |
* | "What you publish: stories, drafts, comments, and the likes, shares, follows and blocks you make." |
*
* @param {Leftb_Privacy_Store_PublishedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_privacy_store_published = /** @type {((inputs?: Leftb_Privacy_Store_PublishedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Privacy_Store_PublishedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_privacy_store_published(inputs)
	if (locale === "de") return de_leftb_privacy_store_published(inputs)
	if (locale === "es") return es_leftb_privacy_store_published(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_privacy_store_published(inputs)
	if (locale === "ja") return ja_leftb_privacy_store_published(inputs)
	if (locale === "ar") return ar_leftb_privacy_store_published(inputs)
	return en_leftb_privacy_store_published(inputs)
});