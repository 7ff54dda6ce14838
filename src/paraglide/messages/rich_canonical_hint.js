/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Canonical_HintInputs */

const en_rich_canonical_hint = /** @type {(inputs: Rich_Canonical_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First published elsewhere? Its address there: search engines will credit the original.`)
};

const fr_rich_canonical_hint = /** @type {(inputs: Rich_Canonical_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publiée d'abord ailleurs ? Son adresse là-bas : les moteurs de recherche citeront l'original.`)
};

const de_rich_canonical_hint = /** @type {(inputs: Rich_Canonical_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuerst anderswo erschienen? Die Adresse dort: Suchmaschinen rechnen es dem Original zu.`)
};

const es_rich_canonical_hint = /** @type {(inputs: Rich_Canonical_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Publicada antes en otro sitio? Su dirección allí: los buscadores reconocerán el original.`)
};

const pt_br2_rich_canonical_hint = /** @type {(inputs: Rich_Canonical_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicada antes em outro lugar? O endereço de lá: os buscadores vão creditar o original.`)
};

const ja_rich_canonical_hint = /** @type {(inputs: Rich_Canonical_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最初に別の場所で公開しましたか？そのアドレスを入力すると、検索エンジンが元の記事を評価します。`)
};

const ar_rich_canonical_hint = /** @type {(inputs: Rich_Canonical_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نُشرت أولًا في مكان آخر؟ عنوانها هناك: ستنسب محركات البحث الفضل إلى الأصل.`)
};

/**
* | output |
* | --- |
* | "First published elsewhere? Its address there: search engines will credit the original." |
*
* @param {Rich_Canonical_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_canonical_hint = /** @type {((inputs?: Rich_Canonical_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Canonical_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_canonical_hint(inputs)
	if (locale === "de") return de_rich_canonical_hint(inputs)
	if (locale === "es") return es_rich_canonical_hint(inputs)
	if (locale === "pt-BR") return pt_br2_rich_canonical_hint(inputs)
	if (locale === "ja") return ja_rich_canonical_hint(inputs)
	if (locale === "ar") return ar_rich_canonical_hint(inputs)
	return en_rich_canonical_hint(inputs)
});