/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Stats_IntroInputs */

const en_lefta_stats_intro = /** @type {(inputs: Lefta_Stats_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Views and reads (the end of the story reached) are counted without cookies and without bots, a reload once. Days are in UTC.`)
};

const fr_lefta_stats_intro = /** @type {(inputs: Lefta_Stats_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les vues et les lectures (la fin de l’histoire atteinte) sont comptées sans cookies et sans robots, un rechargement une seule fois. Les jours sont en UTC.`)
};

const de_lefta_stats_intro = /** @type {(inputs: Lefta_Stats_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufrufe und Lesungen (das Ende der Geschichte erreicht) werden ohne Cookies und ohne Bots gezählt, ein erneutes Laden nur einmal. Die Tage sind in UTC.`)
};

const es_lefta_stats_intro = /** @type {(inputs: Lefta_Stats_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las vistas y las lecturas (el final de la historia alcanzado) se cuentan sin cookies y sin bots, y una recarga cuenta una sola vez. Los días están en UTC.`)
};

const pt_br2_lefta_stats_intro = /** @type {(inputs: Lefta_Stats_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As visualizações e as leituras (o fim da história alcançado) são contadas sem cookies e sem robôs, e uma recarga conta uma só vez. Os dias estão em UTC.`)
};

const ja_lefta_stats_intro = /** @type {(inputs: Lefta_Stats_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閲覧数と読了数（ストーリーの最後まで読まれた数）は、Cookie を使わず、ボットを除いて数えます。再読み込みは1回として数えます。日付は UTC です。`)
};

const ar_lefta_stats_intro = /** @type {(inputs: Lefta_Stats_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تُحسب المشاهدات والقراءات (الوصول إلى نهاية القصة) دون ملفات تعريف الارتباط ودون الروبوتات، وتُحسب إعادة التحميل مرة واحدة. الأيام بتوقيت UTC.`)
};

/**
* | output |
* | --- |
* | "Views and reads (the end of the story reached) are counted without cookies and without bots, a reload once. Days are in UTC." |
*
* @param {Lefta_Stats_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_intro = /** @type {((inputs?: Lefta_Stats_IntroInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_IntroInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_intro(inputs)
	if (locale === "de") return de_lefta_stats_intro(inputs)
	if (locale === "es") return es_lefta_stats_intro(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_intro(inputs)
	if (locale === "ja") return ja_lefta_stats_intro(inputs)
	if (locale === "ar") return ar_lefta_stats_intro(inputs)
	return en_lefta_stats_intro(inputs)
});