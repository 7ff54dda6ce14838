/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draft_NoticeInputs */

const en_draft_notice = /** @type {(inputs: Draft_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is a draft: only you can see it.`)
};

const fr_draft_notice = /** @type {(inputs: Draft_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ceci est un brouillon : vous seul pouvez le voir.`)
};

const de_draft_notice = /** @type {(inputs: Draft_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dies ist ein Entwurf: Nur du kannst ihn sehen.`)
};

const es_draft_notice = /** @type {(inputs: Draft_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto es un borrador: solo tú puedes verlo.`)
};

const pt_br2_draft_notice = /** @type {(inputs: Draft_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isto é um rascunho: só você pode vê-lo.`)
};

const ja_draft_notice = /** @type {(inputs: Draft_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`これは下書きです。あなただけが見られます。`)
};

const ar_draft_notice = /** @type {(inputs: Draft_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذه مسودة: لا يراها أحد غيرك.`)
};

/**
* | output |
* | --- |
* | "This is a draft: only you can see it." |
*
* @param {Draft_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const draft_notice = /** @type {((inputs?: Draft_NoticeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draft_NoticeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_draft_notice(inputs)
	if (locale === "de") return de_draft_notice(inputs)
	if (locale === "es") return es_draft_notice(inputs)
	if (locale === "pt-BR") return pt_br2_draft_notice(inputs)
	if (locale === "ja") return ja_draft_notice(inputs)
	if (locale === "ar") return ar_draft_notice(inputs)
	return en_draft_notice(inputs)
});