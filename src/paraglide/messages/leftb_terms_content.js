/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Terms_ContentInputs */

const en_leftb_terms_content = /** @type {(inputs: Leftb_Terms_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You own what you write. By publishing it you allow this site to show it to readers, in pages, feeds and search results, for as long as it stays published. You can edit or delete your stories at any time.`)
};

const fr_leftb_terms_content = /** @type {(inputs: Leftb_Terms_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que vous écrivez vous appartient. En le publiant, vous autorisez ce site à le montrer aux lecteurs, dans ses pages, ses flux et ses résultats de recherche, tant qu’il reste publié. Vous pouvez modifier ou supprimer vos histoires à tout moment.`)
};

const de_leftb_terms_content = /** @type {(inputs: Leftb_Terms_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was Sie schreiben, gehört Ihnen. Mit der Veröffentlichung erlauben Sie dieser Website, es Lesenden zu zeigen, auf Seiten, in Feeds und in Suchergebnissen, solange es veröffentlicht bleibt. Sie können Ihre Geschichten jederzeit bearbeiten oder löschen.`)
};

const es_leftb_terms_content = /** @type {(inputs: Leftb_Terms_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que escribes es tuyo. Al publicarlo, permites que este sitio lo muestre a los lectores, en páginas, feeds y resultados de búsqueda, mientras siga publicado. Puedes editar o eliminar tus historias en cualquier momento.`)
};

const pt_br2_leftb_terms_content = /** @type {(inputs: Leftb_Terms_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que você escreve é seu. Ao publicar, você permite que este site o mostre aos leitores, em páginas, feeds e resultados de busca, enquanto continuar publicado. Você pode editar ou excluir suas histórias a qualquer momento.`)
};

const ja_leftb_terms_content = /** @type {(inputs: Leftb_Terms_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたが書いたものはあなたのものです。公開することで、公開されている間、このサイトがそれをページ、フィード、検索結果で読者に表示することを許可したことになります。ストーリーはいつでも編集・削除できます。`)
};

const ar_leftb_terms_content = /** @type {(inputs: Leftb_Terms_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما تكتبه ملكك. وبنشره تسمح لهذا الموقع بعرضه على القرّاء، في الصفحات والخلاصات ونتائج البحث، ما دام منشورًا. ويمكنك تعديل قصصك أو حذفها في أي وقت.`)
};

/**
* | output |
* | --- |
* | "You own what you write. By publishing it you allow this site to show it to readers, in pages, feeds and search results, for as long as it stays published. Yo..." |
*
* @param {Leftb_Terms_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_terms_content = /** @type {((inputs?: Leftb_Terms_ContentInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Terms_ContentInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_terms_content(inputs)
	if (locale === "de") return de_leftb_terms_content(inputs)
	if (locale === "es") return es_leftb_terms_content(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_terms_content(inputs)
	if (locale === "ja") return ja_leftb_terms_content(inputs)
	if (locale === "ar") return ar_leftb_terms_content(inputs)
	return en_leftb_terms_content(inputs)
});