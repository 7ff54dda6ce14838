/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Leftb_About_IntroInputs */

const en_leftb_about_intro = /** @type {(inputs: Leftb_About_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} is a place to read and write: essays, tutorials, stories and notes from people who know their subject. It is open-source software, run by the people who host this site.`)
};

const fr_leftb_about_intro = /** @type {(inputs: Leftb_About_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} est un lieu pour lire et écrire : essais, tutoriels, histoires et notes de personnes qui connaissent leur sujet. C’est un logiciel open source, géré par les personnes qui hébergent ce site.`)
};

const de_leftb_about_intro = /** @type {(inputs: Leftb_About_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} ist ein Ort zum Lesen und Schreiben: Essays, Anleitungen, Geschichten und Notizen von Menschen, die ihr Thema kennen. Es ist Open-Source-Software, betrieben von den Menschen, die diese Website hosten.`)
};

const es_leftb_about_intro = /** @type {(inputs: Leftb_About_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} es un lugar para leer y escribir: ensayos, tutoriales, historias y notas de personas que conocen su tema. Es software de código abierto, gestionado por las personas que alojan este sitio.`)
};

const pt_br2_leftb_about_intro = /** @type {(inputs: Leftb_About_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} é um lugar para ler e escrever: ensaios, tutoriais, histórias e notas de pessoas que conhecem o assunto. É um software de código aberto, mantido pelas pessoas que hospedam este site.`)
};

const ja_leftb_about_intro = /** @type {(inputs: Leftb_About_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}は読んで書くための場所です。エッセイ、チュートリアル、ストーリー、ノートを、その分野をよく知る人たちが届けます。オープンソースソフトウェアで、このサイトをホストしている人たちが運営しています。`)
};

const ar_leftb_about_intro = /** @type {(inputs: Leftb_About_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} مكان للقراءة والكتابة: مقالات ودروس وقصص وملاحظات من أشخاص يعرفون موضوعهم. وهو برنامج مفتوح المصدر، يديره الأشخاص الذين يستضيفون هذا الموقع.`)
};

/**
* | output |
* | --- |
* | "{site} is a place to read and write: essays, tutorials, stories and notes from people who know their subject. It is open-source software, run by the people w..." |
*
* @param {Leftb_About_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_about_intro = /** @type {((inputs: Leftb_About_IntroInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_About_IntroInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_about_intro(inputs)
	if (locale === "de") return de_leftb_about_intro(inputs)
	if (locale === "es") return es_leftb_about_intro(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_about_intro(inputs)
	if (locale === "ja") return ja_leftb_about_intro(inputs)
	if (locale === "ar") return ar_leftb_about_intro(inputs)
	return en_leftb_about_intro(inputs)
});