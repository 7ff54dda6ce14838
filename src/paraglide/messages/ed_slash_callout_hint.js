/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Slash_Callout_HintInputs */

const en_ed_slash_callout_hint = /** @type {(inputs: Ed_Slash_Callout_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A note, tip or warning`)
};

const fr_ed_slash_callout_hint = /** @type {(inputs: Ed_Slash_Callout_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une note, une astuce ou un avertissement`)
};

const de_ed_slash_callout_hint = /** @type {(inputs: Ed_Slash_Callout_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Notiz, ein Tipp oder eine Warnung`)
};

const es_ed_slash_callout_hint = /** @type {(inputs: Ed_Slash_Callout_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una nota, consejo o advertencia`)
};

const pt_br2_ed_slash_callout_hint = /** @type {(inputs: Ed_Slash_Callout_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma nota, dica ou aviso`)
};

const ja_ed_slash_callout_hint = /** @type {(inputs: Ed_Slash_Callout_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メモ・ヒント・警告`)
};

const ar_ed_slash_callout_hint = /** @type {(inputs: Ed_Slash_Callout_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملاحظة أو نصيحة أو تحذير`)
};

/**
* | output |
* | --- |
* | "A note, tip or warning" |
*
* @param {Ed_Slash_Callout_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_slash_callout_hint = /** @type {((inputs?: Ed_Slash_Callout_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Slash_Callout_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_slash_callout_hint(inputs)
	if (locale === "de") return de_ed_slash_callout_hint(inputs)
	if (locale === "es") return es_ed_slash_callout_hint(inputs)
	if (locale === "pt-BR") return pt_br2_ed_slash_callout_hint(inputs)
	if (locale === "ja") return ja_ed_slash_callout_hint(inputs)
	if (locale === "ar") return ar_ed_slash_callout_hint(inputs)
	return en_ed_slash_callout_hint(inputs)
});