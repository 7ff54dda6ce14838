/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ terms: NonNullable<unknown>, privacy: NonNullable<unknown> }} Leftb_About_CommunityInputs */

const en_leftb_about_community = /** @type {(inputs: Leftb_About_CommunityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Everyone can report abuse and block people they do not want to hear from. Read our ${i?.terms} and ${i?.privacy} to see how the site is run.`)
};

const fr_leftb_about_community = /** @type {(inputs: Leftb_About_CommunityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chacun peut signaler un abus et bloquer les personnes dont il ne veut plus entendre parler. Lisez nos ${i?.terms} et notre ${i?.privacy} pour savoir comment le site est géré.`)
};

const de_leftb_about_community = /** @type {(inputs: Leftb_About_CommunityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alle können Missbrauch melden und Personen blockieren, von denen sie nichts mehr hören möchten. Lesen Sie unsere ${i?.terms} und unsere ${i?.privacy}, um zu erfahren, wie die Website betrieben wird.`)
};

const es_leftb_about_community = /** @type {(inputs: Leftb_About_CommunityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cualquiera puede denunciar abusos y bloquear a quien no quiera escuchar. Lee nuestros ${i?.terms} y nuestra ${i?.privacy} para saber cómo se gestiona el sitio.`)
};

const pt_br2_leftb_about_community = /** @type {(inputs: Leftb_About_CommunityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos podem denunciar abusos e bloquear quem não querem mais ouvir. Leia nossos ${i?.terms} e nossa ${i?.privacy} para saber como o site é administrado.`)
};

const ja_leftb_about_community = /** @type {(inputs: Leftb_About_CommunityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`誰でも不正な行為を報告でき、関わりたくない人をブロックできます。サイトの運営方法については、${i?.terms}と${i?.privacy}をお読みください。`)
};

const ar_leftb_about_community = /** @type {(inputs: Leftb_About_CommunityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يستطيع الجميع الإبلاغ عن الإساءة وحظر من لا يريدون التعامل معهم. اقرأ ${i?.terms} و${i?.privacy} لتعرف كيف يُدار الموقع.`)
};

/**
* | output |
* | --- |
* | "Everyone can report abuse and block people they do not want to hear from. Read our {terms} and {privacy} to see how the site is run." |
*
* @param {Leftb_About_CommunityInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_about_community = /** @type {((inputs: Leftb_About_CommunityInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_About_CommunityInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_about_community(inputs)
	if (locale === "de") return de_leftb_about_community(inputs)
	if (locale === "es") return es_leftb_about_community(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_about_community(inputs)
	if (locale === "ja") return ja_leftb_about_community(inputs)
	if (locale === "ar") return ar_leftb_about_community(inputs)
	return en_leftb_about_community(inputs)
});