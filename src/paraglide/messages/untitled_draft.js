/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Untitled_DraftInputs */

const en_untitled_draft = /** @type {(inputs: Untitled_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Untitled draft`)
};

const fr_untitled_draft = /** @type {(inputs: Untitled_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brouillon sans titre`)
};

const de_untitled_draft = /** @type {(inputs: Untitled_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entwurf ohne Titel`)
};

const es_untitled_draft = /** @type {(inputs: Untitled_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrador sin título`)
};

const pt_br2_untitled_draft = /** @type {(inputs: Untitled_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rascunho sem título`)
};

const ja_untitled_draft = /** @type {(inputs: Untitled_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無題の下書き`)
};

const ar_untitled_draft = /** @type {(inputs: Untitled_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسودة بلا عنوان`)
};

/**
* | output |
* | --- |
* | "Untitled draft" |
*
* @param {Untitled_DraftInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const untitled_draft = /** @type {((inputs?: Untitled_DraftInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Untitled_DraftInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_untitled_draft(inputs)
	if (locale === "de") return de_untitled_draft(inputs)
	if (locale === "es") return es_untitled_draft(inputs)
	if (locale === "pt-BR") return pt_br2_untitled_draft(inputs)
	if (locale === "ja") return ja_untitled_draft(inputs)
	if (locale === "ar") return ar_untitled_draft(inputs)
	return en_untitled_draft(inputs)
});