/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Markdown_OnInputs */

const en_ed_markdown_on = /** @type {(inputs: Ed_Markdown_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Writing Markdown source: switch off to see the story as readers will`)
};

const fr_ed_markdown_on = /** @type {(inputs: Ed_Markdown_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écriture du source Markdown : désactivez pour voir l’histoire comme les lecteurs`)
};

const de_ed_markdown_on = /** @type {(inputs: Ed_Markdown_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markdown-Quelltext: ausschalten, um die Geschichte wie die Leser zu sehen`)
};

const es_ed_markdown_on = /** @type {(inputs: Ed_Markdown_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribiendo el código Markdown: desactívalo para ver la historia como los lectores`)
};

const pt_br2_ed_markdown_on = /** @type {(inputs: Ed_Markdown_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrevendo o código Markdown: desligue para ver a história como os leitores`)
};

const ja_ed_markdown_on = /** @type {(inputs: Ed_Markdown_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markdownソースを編集中:オフにすると読者と同じ表示になります`)
};

const ar_ed_markdown_on = /** @type {(inputs: Ed_Markdown_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تكتب مصدر Markdown: أوقفه لترى القصة كما سيراها القرّاء`)
};

/**
* | output |
* | --- |
* | "Writing Markdown source: switch off to see the story as readers will" |
*
* @param {Ed_Markdown_OnInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_markdown_on = /** @type {((inputs?: Ed_Markdown_OnInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Markdown_OnInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_markdown_on(inputs)
	if (locale === "de") return de_ed_markdown_on(inputs)
	if (locale === "es") return es_ed_markdown_on(inputs)
	if (locale === "pt-BR") return pt_br2_ed_markdown_on(inputs)
	if (locale === "ja") return ja_ed_markdown_on(inputs)
	if (locale === "ar") return ar_ed_markdown_on(inputs)
	return en_ed_markdown_on(inputs)
});