/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Preview_EmptyInputs */

const en_page_fix_preview_empty = /** @type {(inputs: Page_Fix_Preview_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open a story in the editor and choose Preview to see it as readers will.`)
};

const fr_page_fix_preview_empty = /** @type {(inputs: Page_Fix_Preview_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrez une histoire dans l'éditeur et choisissez Aperçu pour la voir comme les lecteurs.`)
};

const de_page_fix_preview_empty = /** @type {(inputs: Page_Fix_Preview_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öffnen Sie eine Geschichte im Editor und wählen Sie Vorschau, um sie wie Leser zu sehen.`)
};

const es_page_fix_preview_empty = /** @type {(inputs: Page_Fix_Preview_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abre una historia en el editor y elige Vista previa para verla como quienes la lean.`)
};

const pt_br2_page_fix_preview_empty = /** @type {(inputs: Page_Fix_Preview_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abra uma história no editor e escolha Pré-visualizar para vê-la como os leitores.`)
};

const ja_page_fix_preview_empty = /** @type {(inputs: Page_Fix_Preview_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`エディターでストーリーを開き、「プレビュー」を選ぶと読者と同じ表示で確認できます。`)
};

const ar_page_fix_preview_empty = /** @type {(inputs: Page_Fix_Preview_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افتح قصة في المحرّر واختر «معاينة» لتراها كما سيراها القرّاء.`)
};

/**
* | output |
* | --- |
* | "Open a story in the editor and choose Preview to see it as readers will." |
*
* @param {Page_Fix_Preview_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_preview_empty = /** @type {((inputs?: Page_Fix_Preview_EmptyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Preview_EmptyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_preview_empty(inputs)
	if (locale === "de") return de_page_fix_preview_empty(inputs)
	if (locale === "es") return es_page_fix_preview_empty(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_preview_empty(inputs)
	if (locale === "ja") return ja_page_fix_preview_empty(inputs)
	if (locale === "ar") return ar_page_fix_preview_empty(inputs)
	return en_page_fix_preview_empty(inputs)
});