/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Import_IntroInputs */

const en_ed_import_intro = /** @type {(inputs: Ed_Import_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markdown files (with front matter: title, subtitle, tags, canonical_url), Medium posts, or a zip of them, such as Medium's export or your own download from Settings. Each story becomes a draft.`)
};

const fr_ed_import_intro = /** @type {(inputs: Ed_Import_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des fichiers Markdown (avec front matter : title, subtitle, tags, canonical_url), des articles Medium, ou un zip de ceux-ci, comme l’export de Medium ou votre propre téléchargement depuis les Réglages. Chaque histoire devient un brouillon.`)
};

const de_ed_import_intro = /** @type {(inputs: Ed_Import_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markdown-Dateien (mit Front Matter: title, subtitle, tags, canonical_url), Medium-Beiträge oder ein Zip davon, etwa der Export von Medium oder Ihr eigener Download aus den Einstellungen. Jede Geschichte wird ein Entwurf.`)
};

const es_ed_import_intro = /** @type {(inputs: Ed_Import_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivos Markdown (con front matter: title, subtitle, tags, canonical_url), publicaciones de Medium o un zip de ellos, como la exportación de Medium o tu propia descarga desde Ajustes. Cada historia se convierte en un borrador.`)
};

const pt_br2_ed_import_intro = /** @type {(inputs: Ed_Import_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivos Markdown (com front matter: title, subtitle, tags, canonical_url), posts do Medium ou um zip deles, como a exportação do Medium ou o seu próprio download das Configurações. Cada história vira um rascunho.`)
};

const ja_ed_import_intro = /** @type {(inputs: Ed_Import_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markdown ファイル（front matter：title、subtitle、tags、canonical_url に対応）、Medium の投稿、またはそれらの zip（Medium のエクスポートや、設定からダウンロードしたあなたのデータなど）。各ストーリーは下書きになります。`)
};

const ar_ed_import_intro = /** @type {(inputs: Ed_Import_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملفات Markdown (مع front matter: title وsubtitle وtags وcanonical_url)، أو منشورات Medium، أو ملف zip منها، مثل تصدير Medium أو تنزيلك الخاص من الإعدادات. تصبح كل قصة مسودة.`)
};

/**
* | output |
* | --- |
* | "Markdown files (with front matter: title, subtitle, tags, canonical_url), Medium posts, or a zip of them, such as Medium's export or your own download from S..." |
*
* @param {Ed_Import_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_import_intro = /** @type {((inputs?: Ed_Import_IntroInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Import_IntroInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_import_intro(inputs)
	if (locale === "de") return de_ed_import_intro(inputs)
	if (locale === "es") return es_ed_import_intro(inputs)
	if (locale === "pt-BR") return pt_br2_ed_import_intro(inputs)
	if (locale === "ja") return ja_ed_import_intro(inputs)
	if (locale === "ar") return ar_ed_import_intro(inputs)
	return en_ed_import_intro(inputs)
});