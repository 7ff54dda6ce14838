/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_HiddenInputs */

const en_mod_hidden = /** @type {(inputs: Mod_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Story hidden: its author was told why`)
};

const fr_mod_hidden = /** @type {(inputs: Mod_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histoire masquée : son auteur a été informé du motif`)
};

const de_mod_hidden = /** @type {(inputs: Mod_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschichte ausgeblendet: Der Autor hat den Grund erfahren`)
};

const es_mod_hidden = /** @type {(inputs: Mod_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historia ocultada: se le explicó el motivo a su autor`)
};

const pt_br2_mod_hidden = /** @type {(inputs: Mod_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`História ocultada: o autor foi informado do motivo`)
};

const ja_mod_hidden = /** @type {(inputs: Mod_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリーを非表示にしました。作者に理由を伝えました`)
};

const ar_mod_hidden = /** @type {(inputs: Mod_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُخفيت القصة: أُبلغ كاتبها بالسبب`)
};

/**
* | output |
* | --- |
* | "Story hidden: its author was told why" |
*
* @param {Mod_HiddenInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_hidden = /** @type {((inputs?: Mod_HiddenInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_HiddenInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_hidden(inputs)
	if (locale === "de") return de_mod_hidden(inputs)
	if (locale === "es") return es_mod_hidden(inputs)
	if (locale === "pt-BR") return pt_br2_mod_hidden(inputs)
	if (locale === "ja") return ja_mod_hidden(inputs)
	if (locale === "ar") return ar_mod_hidden(inputs)
	return en_mod_hidden(inputs)
});