/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Preview_NoticeInputs */

const en_page_fix_preview_notice = /** @type {(inputs: Page_Fix_Preview_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview: this is how readers will see the story. Nothing here is saved; close this tab to keep writing.`)
};

const fr_page_fix_preview_notice = /** @type {(inputs: Page_Fix_Preview_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperçu : voici l'histoire telle que les lecteurs la verront. Rien n'est enregistré ici ; fermez cet onglet pour continuer à écrire.`)
};

const de_page_fix_preview_notice = /** @type {(inputs: Page_Fix_Preview_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorschau: So sehen Leser die Geschichte. Hier wird nichts gespeichert; schließen Sie diesen Tab, um weiterzuschreiben.`)
};

const es_page_fix_preview_notice = /** @type {(inputs: Page_Fix_Preview_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vista previa: así verán la historia quienes la lean. Aquí no se guarda nada; cierra esta pestaña para seguir escribiendo.`)
};

const pt_br2_page_fix_preview_notice = /** @type {(inputs: Page_Fix_Preview_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pré-visualização: é assim que os leitores verão a história. Nada aqui é salvo; feche esta aba para continuar escrevendo.`)
};

const ja_page_fix_preview_notice = /** @type {(inputs: Page_Fix_Preview_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プレビュー：読者にはこのように表示されます。ここでは何も保存されません。書き続けるにはこのタブを閉じてください。`)
};

const ar_page_fix_preview_notice = /** @type {(inputs: Page_Fix_Preview_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معاينة: هكذا سيرى القرّاء القصة. لا يُحفظ شيء هنا؛ أغلق هذا التبويب لمتابعة الكتابة.`)
};

/**
* | output |
* | --- |
* | "Preview: this is how readers will see the story. Nothing here is saved; close this tab to keep writing." |
*
* @param {Page_Fix_Preview_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_preview_notice = /** @type {((inputs?: Page_Fix_Preview_NoticeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Preview_NoticeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_preview_notice(inputs)
	if (locale === "de") return de_page_fix_preview_notice(inputs)
	if (locale === "es") return es_page_fix_preview_notice(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_preview_notice(inputs)
	if (locale === "ja") return ja_page_fix_preview_notice(inputs)
	if (locale === "ar") return ar_page_fix_preview_notice(inputs)
	return en_page_fix_preview_notice(inputs)
});