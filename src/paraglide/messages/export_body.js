/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Export_BodyInputs */

const en_export_body = /** @type {(inputs: Export_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A zip of everything you put in: your stories and drafts as Markdown files (ready to import elsewhere), and your profile, comments, follows, likes, shares and reading list as JSON.`)
};

const fr_export_body = /** @type {(inputs: Export_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un zip de tout ce que vous avez publié : vos histoires et brouillons en fichiers Markdown (prêts à importer ailleurs), et votre profil, vos commentaires, abonnements, mentions j’aime, partages et liste de lecture en JSON.`)
};

const de_export_body = /** @type {(inputs: Export_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Zip mit allem, was du eingebracht hast: deine Geschichten und Entwürfe als Markdown-Dateien (bereit zum Import anderswo) sowie Profil, Kommentare, Abos, Likes, Teilungen und Leseliste als JSON.`)
};

const es_export_body = /** @type {(inputs: Export_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un zip con todo lo que has aportado: tus historias y borradores como archivos Markdown (listos para importar en otro sitio), y tu perfil, comentarios, seguidos, me gusta, compartidos y lista de lectura en JSON.`)
};

const pt_br2_export_body = /** @type {(inputs: Export_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um zip com tudo o que você publicou: suas histórias e rascunhos em arquivos Markdown (prontos para importar em outro lugar) e seu perfil, comentários, seguidos, curtidas, compartilhamentos e lista de leitura em JSON.`)
};

const ja_export_body = /** @type {(inputs: Export_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたが投稿したすべての zip：記事と下書きは Markdown ファイル（他所へそのまま取り込めます）、プロフィール、コメント、フォロー、いいね、共有、リーディングリストは JSON。`)
};

const ar_export_body = /** @type {(inputs: Export_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملف zip بكل ما أضفته: قصصك ومسوداتك كملفات Markdown (جاهزة للاستيراد في مكان آخر)، وملفك الشخصي وتعليقاتك ومتابعاتك وإعجاباتك ومشاركاتك وقائمة قراءتك بصيغة JSON.`)
};

/**
* | output |
* | --- |
* | "A zip of everything you put in: your stories and drafts as Markdown files (ready to import elsewhere), and your profile, comments, follows, likes, shares and..." |
*
* @param {Export_BodyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const export_body = /** @type {((inputs?: Export_BodyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_BodyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_export_body(inputs)
	if (locale === "de") return de_export_body(inputs)
	if (locale === "es") return es_export_body(inputs)
	if (locale === "pt-BR") return pt_br2_export_body(inputs)
	if (locale === "ja") return ja_export_body(inputs)
	if (locale === "ar") return ar_export_body(inputs)
	return en_export_body(inputs)
});