/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Archive_EmptyInputs */

const en_page_fix_archive_empty = /** @type {(inputs: Page_Fix_Archive_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stories you have read and want to keep go here when you archive them.`)
};

const fr_page_fix_archive_empty = /** @type {(inputs: Page_Fix_Archive_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les histoires lues que vous voulez garder arrivent ici quand vous les archivez.`)
};

const de_page_fix_archive_empty = /** @type {(inputs: Page_Fix_Archive_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gelesene Geschichten, die Sie behalten möchten, landen hier, wenn Sie sie archivieren.`)
};

const es_page_fix_archive_empty = /** @type {(inputs: Page_Fix_Archive_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las historias que leíste y quieres conservar llegan aquí cuando las archivas.`)
};

const pt_br2_page_fix_archive_empty = /** @type {(inputs: Page_Fix_Archive_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As histórias que você leu e quer guardar vêm para cá quando você as arquiva.`)
};

const ja_page_fix_archive_empty = /** @type {(inputs: Page_Fix_Archive_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`読んで残しておきたいストーリーは、アーカイブするとここに入ります。`)
};

const ar_page_fix_archive_empty = /** @type {(inputs: Page_Fix_Archive_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`القصص التي قرأتها وتريد الاحتفاظ بها تأتي هنا حين تؤرشفها.`)
};

/**
* | output |
* | --- |
* | "Stories you have read and want to keep go here when you archive them." |
*
* @param {Page_Fix_Archive_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_archive_empty = /** @type {((inputs?: Page_Fix_Archive_EmptyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Archive_EmptyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_archive_empty(inputs)
	if (locale === "de") return de_page_fix_archive_empty(inputs)
	if (locale === "es") return es_page_fix_archive_empty(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_archive_empty(inputs)
	if (locale === "ja") return ja_page_fix_archive_empty(inputs)
	if (locale === "ar") return ar_page_fix_archive_empty(inputs)
	return en_page_fix_archive_empty(inputs)
});