/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Draft_AgainInputs */

const en_ed_draft_again = /** @type {(inputs: Ed_Draft_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your story is a draft again`)
};

const fr_ed_draft_again = /** @type {(inputs: Ed_Draft_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre histoire est de nouveau un brouillon`)
};

const de_ed_draft_again = /** @type {(inputs: Ed_Draft_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Geschichte ist wieder ein Entwurf`)
};

const es_ed_draft_again = /** @type {(inputs: Ed_Draft_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu historia vuelve a ser un borrador`)
};

const pt_br2_ed_draft_again = /** @type {(inputs: Ed_Draft_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua história voltou a ser um rascunho`)
};

const ja_ed_draft_again = /** @type {(inputs: Ed_Draft_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`記事は下書きに戻りました`)
};

const ar_ed_draft_again = /** @type {(inputs: Ed_Draft_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عادت قصتك مسودة`)
};

/**
* | output |
* | --- |
* | "Your story is a draft again" |
*
* @param {Ed_Draft_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_draft_again = /** @type {((inputs?: Ed_Draft_AgainInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Draft_AgainInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_draft_again(inputs)
	if (locale === "de") return de_ed_draft_again(inputs)
	if (locale === "es") return es_ed_draft_again(inputs)
	if (locale === "pt-BR") return pt_br2_ed_draft_again(inputs)
	if (locale === "ja") return ja_ed_draft_again(inputs)
	if (locale === "ar") return ar_ed_draft_again(inputs)
	return en_ed_draft_again(inputs)
});