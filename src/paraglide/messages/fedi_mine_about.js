/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fedi_Mine_AboutInputs */

const en_fedi_mine_about = /** @type {(inputs: Fedi_Mine_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody from a server you block reaches you: their comments, posts and follows are hidden from you.`)
};

const fr_fedi_mine_about = /** @type {(inputs: Fedi_Mine_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne d’un serveur que vous bloquez ne vous atteint : ses commentaires, publications et abonnements vous sont masqués.`)
};

const de_fedi_mine_about = /** @type {(inputs: Fedi_Mine_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niemand von einem Server, den du blockierst, erreicht dich: Kommentare, Beiträge und Folgen von dort werden dir nicht angezeigt.`)
};

const es_fedi_mine_about = /** @type {(inputs: Fedi_Mine_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nadie de un servidor que bloquees llega a ti: sus comentarios, publicaciones y seguimientos se te ocultan.`)
};

const pt_br2_fedi_mine_about = /** @type {(inputs: Fedi_Mine_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguém de um servidor que você bloqueia chega até você: os comentários, as publicações e os seguimentos de lá ficam ocultos para você.`)
};

const ja_fedi_mine_about = /** @type {(inputs: Fedi_Mine_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ブロックしたサーバーの人はあなたに届きません。そのコメント、投稿、フォローは表示されません。`)
};

const ar_fedi_mine_about = /** @type {(inputs: Fedi_Mine_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يصل إليك أحد من خادم تحظره: تُخفى عنك تعليقاتهم ومنشوراتهم ومتابعاتهم.`)
};

/**
* | output |
* | --- |
* | "Nobody from a server you block reaches you: their comments, posts and follows are hidden from you." |
*
* @param {Fedi_Mine_AboutInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_mine_about = /** @type {((inputs?: Fedi_Mine_AboutInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_Mine_AboutInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_mine_about(inputs)
	if (locale === "de") return de_fedi_mine_about(inputs)
	if (locale === "es") return es_fedi_mine_about(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_mine_about(inputs)
	if (locale === "ja") return ja_fedi_mine_about(inputs)
	if (locale === "ar") return ar_fedi_mine_about(inputs)
	return en_fedi_mine_about(inputs)
});