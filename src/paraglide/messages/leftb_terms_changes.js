/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Terms_ChangesInputs */

const en_leftb_terms_changes = /** @type {(inputs: Leftb_Terms_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If these terms change, the date above changes and we announce important changes on the site.`)
};

const fr_leftb_terms_changes = /** @type {(inputs: Leftb_Terms_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si ces conditions changent, la date ci-dessus change et nous annonçons les changements importants sur le site.`)
};

const de_leftb_terms_changes = /** @type {(inputs: Leftb_Terms_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn sich diese Bedingungen ändern, ändert sich das Datum oben, und wichtige Änderungen kündigen wir auf der Website an.`)
};

const es_leftb_terms_changes = /** @type {(inputs: Leftb_Terms_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si estos términos cambian, la fecha de arriba cambia y anunciamos los cambios importantes en el sitio.`)
};

const pt_br2_leftb_terms_changes = /** @type {(inputs: Leftb_Terms_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se estes termos mudarem, a data acima muda e anunciamos as mudanças importantes no site.`)
};

const ja_leftb_terms_changes = /** @type {(inputs: Leftb_Terms_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この規約が変更された場合は上記の日付が変わり、重要な変更はサイト上でお知らせします。`)
};

const ar_leftb_terms_changes = /** @type {(inputs: Leftb_Terms_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إذا تغيّرت هذه الشروط يتغير التاريخ أعلاه، ونعلن عن التغييرات المهمة على الموقع.`)
};

/**
* | output |
* | --- |
* | "If these terms change, the date above changes and we announce important changes on the site." |
*
* @param {Leftb_Terms_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_terms_changes = /** @type {((inputs?: Leftb_Terms_ChangesInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Terms_ChangesInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_terms_changes(inputs)
	if (locale === "de") return de_leftb_terms_changes(inputs)
	if (locale === "es") return es_leftb_terms_changes(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_terms_changes(inputs)
	if (locale === "ja") return ja_leftb_terms_changes(inputs)
	if (locale === "ar") return ar_leftb_terms_changes(inputs)
	return en_leftb_terms_changes(inputs)
});