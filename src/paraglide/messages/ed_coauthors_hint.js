/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Coauthors_HintInputs */

const en_ed_coauthors_hint = /** @type {(inputs: Ed_Coauthors_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Co-authors edit, publish and schedule this story; only you delete it or change its authors.`)
};

const fr_ed_coauthors_hint = /** @type {(inputs: Ed_Coauthors_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les coauteurs modifient, publient et programment cette histoire ; vous seul la supprimez ou changez ses auteurs.`)
};

const de_ed_coauthors_hint = /** @type {(inputs: Ed_Coauthors_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitautoren bearbeiten, veröffentlichen und planen diese Geschichte; nur Sie löschen sie oder ändern ihre Autoren.`)
};

const es_ed_coauthors_hint = /** @type {(inputs: Ed_Coauthors_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los coautores editan, publican y programan esta historia; solo tú la borras o cambias sus autores.`)
};

const pt_br2_ed_coauthors_hint = /** @type {(inputs: Ed_Coauthors_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coautores editam, publicam e agendam esta história; só você a exclui ou muda seus autores.`)
};

const ja_ed_coauthors_hint = /** @type {(inputs: Ed_Coauthors_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`共著者はこのストーリーを編集・公開・予約できます。削除と著者の変更はあなただけができます。`)
};

const ar_ed_coauthors_hint = /** @type {(inputs: Ed_Coauthors_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يحرّر المؤلفون المشاركون هذه القصة وينشرونها ويجدولونها؛ وأنت وحدك تحذفها أو تغيّر مؤلفيها.`)
};

/**
* | output |
* | --- |
* | "Co-authors edit, publish and schedule this story; only you delete it or change its authors." |
*
* @param {Ed_Coauthors_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_coauthors_hint = /** @type {((inputs?: Ed_Coauthors_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Coauthors_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_coauthors_hint(inputs)
	if (locale === "de") return de_ed_coauthors_hint(inputs)
	if (locale === "es") return es_ed_coauthors_hint(inputs)
	if (locale === "pt-BR") return pt_br2_ed_coauthors_hint(inputs)
	if (locale === "ja") return ja_ed_coauthors_hint(inputs)
	if (locale === "ar") return ar_ed_coauthors_hint(inputs)
	return en_ed_coauthors_hint(inputs)
});