/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fedi_UnblockInputs */

const en_fedi_unblock = /** @type {(inputs: Fedi_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unblock`)
};

const fr_fedi_unblock = /** @type {(inputs: Fedi_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Débloquer`)
};

const de_fedi_unblock = /** @type {(inputs: Fedi_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freigeben`)
};

const es_fedi_unblock = /** @type {(inputs: Fedi_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desbloquear`)
};

const pt_br2_fedi_unblock = /** @type {(inputs: Fedi_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desbloquear`)
};

const ja_fedi_unblock = /** @type {(inputs: Fedi_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ブロック解除`)
};

const ar_fedi_unblock = /** @type {(inputs: Fedi_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء الحظر`)
};

/**
* | output |
* | --- |
* | "Unblock" |
*
* @param {Fedi_UnblockInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_unblock = /** @type {((inputs?: Fedi_UnblockInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_UnblockInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_unblock(inputs)
	if (locale === "de") return de_fedi_unblock(inputs)
	if (locale === "es") return es_fedi_unblock(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_unblock(inputs)
	if (locale === "ja") return ja_fedi_unblock(inputs)
	if (locale === "ar") return ar_fedi_unblock(inputs)
	return en_fedi_unblock(inputs)
});