/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Md_PlaceholderInputs */

const en_ed_md_placeholder = /** @type {(inputs: Ed_Md_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell your story… (Markdown works: **bold**, _italic_, ## headings, - lists)`)
};

const fr_ed_md_placeholder = /** @type {(inputs: Ed_Md_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Racontez votre histoire… (le Markdown fonctionne : **gras**, _italique_, ## titres, - listes)`)
};

const de_ed_md_placeholder = /** @type {(inputs: Ed_Md_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erzählen Sie Ihre Geschichte… (Markdown geht: **fett**, _kursiv_, ## Überschriften, - Listen)`)
};

const es_ed_md_placeholder = /** @type {(inputs: Ed_Md_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta tu historia… (Markdown funciona: **negrita**, _cursiva_, ## títulos, - listas)`)
};

const pt_br2_ed_md_placeholder = /** @type {(inputs: Ed_Md_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conte sua história… (Markdown funciona: **negrito**, _itálico_, ## títulos, - listas)`)
};

const ja_ed_md_placeholder = /** @type {(inputs: Ed_Md_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリーを書きましょう…（Markdown が使えます：**太字**、_斜体_、## 見出し、- リスト）`)
};

const ar_ed_md_placeholder = /** @type {(inputs: Ed_Md_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اروِ قصتك… (يعمل Markdown: **غامق**، _مائل_، ## عناوين، - قوائم)`)
};

/**
* | output |
* | --- |
* | "Tell your story… (Markdown works: **bold**, _italic_, ## headings, - lists)" |
*
* @param {Ed_Md_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_md_placeholder = /** @type {((inputs?: Ed_Md_PlaceholderInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Md_PlaceholderInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_md_placeholder(inputs)
	if (locale === "de") return de_ed_md_placeholder(inputs)
	if (locale === "es") return es_ed_md_placeholder(inputs)
	if (locale === "pt-BR") return pt_br2_ed_md_placeholder(inputs)
	if (locale === "ja") return ja_ed_md_placeholder(inputs)
	if (locale === "ar") return ar_ed_md_placeholder(inputs)
	return en_ed_md_placeholder(inputs)
});