/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topics_NoneInputs */

const en_topics_none = /** @type {(inputs: Topics_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not hidden any topic. On a topic's page (a tag), "Hide from my feeds" takes its stories out of your feeds.`)
};

const fr_topics_none = /** @type {(inputs: Topics_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez masqué aucun sujet. Sur la page d’un sujet (une étiquette), « Masquer de mes fils » retire ses histoires de vos fils.`)
};

const de_topics_none = /** @type {(inputs: Topics_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast kein Thema ausgeblendet. Auf der Seite eines Themas (eines Schlagworts) nimmt „Aus meinen Feeds ausblenden“ seine Geschichten aus deinen Feeds.`)
};

const es_topics_none = /** @type {(inputs: Topics_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No has ocultado ningún tema. En la página de un tema (una etiqueta), «Ocultar de mis feeds» quita sus historias de tus feeds.`)
};

const pt_br2_topics_none = /** @type {(inputs: Topics_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você não ocultou nenhum tópico. Na página de um tópico (uma tag), “Ocultar dos meus feeds” tira as histórias dele dos seus feeds.`)
};

const ja_topics_none = /** @type {(inputs: Topics_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非表示にしたトピックはありません。トピック（タグ）のページで「フィードに表示しない」を選ぶと、その記事がフィードから消えます。`)
};

const ar_topics_none = /** @type {(inputs: Topics_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تُخفِ أي موضوع. في صفحة موضوع (وسم)، يُخرج «إخفاء من خلاصاتي» قصصه من خلاصاتك.`)
};

/**
* | output |
* | --- |
* | "You have not hidden any topic. On a topic's page (a tag), \"Hide from my feeds\" takes its stories out of your feeds." |
*
* @param {Topics_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const topics_none = /** @type {((inputs?: Topics_NoneInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topics_NoneInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_topics_none(inputs)
	if (locale === "de") return de_topics_none(inputs)
	if (locale === "es") return es_topics_none(inputs)
	if (locale === "pt-BR") return pt_br2_topics_none(inputs)
	if (locale === "ja") return ja_topics_none(inputs)
	if (locale === "ar") return ar_topics_none(inputs)
	return en_topics_none(inputs)
});