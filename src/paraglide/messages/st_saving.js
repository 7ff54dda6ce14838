/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_SavingInputs */

const en_st_saving = /** @type {(inputs: St_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving…`)
};

const fr_st_saving = /** @type {(inputs: St_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement…`)
};

const de_st_saving = /** @type {(inputs: St_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gespeichert…`)
};

const es_st_saving = /** @type {(inputs: St_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando…`)
};

const pt_br2_st_saving = /** @type {(inputs: St_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvando…`)
};

const ja_st_saving = /** @type {(inputs: St_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存中…`)
};

const ar_st_saving = /** @type {(inputs: St_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ الحفظ…`)
};

/**
* | output |
* | --- |
* | "Saving…" |
*
* @param {St_SavingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_saving = /** @type {((inputs?: St_SavingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_SavingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_saving(inputs)
	if (locale === "de") return de_st_saving(inputs)
	if (locale === "es") return es_st_saving(inputs)
	if (locale === "pt-BR") return pt_br2_st_saving(inputs)
	if (locale === "ja") return ja_st_saving(inputs)
	if (locale === "ar") return ar_st_saving(inputs)
	return en_st_saving(inputs)
});