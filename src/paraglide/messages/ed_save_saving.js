/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Save_SavingInputs */

const en_ed_save_saving = /** @type {(inputs: Ed_Save_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving…`)
};

const fr_ed_save_saving = /** @type {(inputs: Ed_Save_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement…`)
};

const de_ed_save_saving = /** @type {(inputs: Ed_Save_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gespeichert…`)
};

const es_ed_save_saving = /** @type {(inputs: Ed_Save_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando…`)
};

const pt_br2_ed_save_saving = /** @type {(inputs: Ed_Save_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvando…`)
};

const ja_ed_save_saving = /** @type {(inputs: Ed_Save_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存中…`)
};

const ar_ed_save_saving = /** @type {(inputs: Ed_Save_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ الحفظ…`)
};

/**
* | output |
* | --- |
* | "Saving…" |
*
* @param {Ed_Save_SavingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_save_saving = /** @type {((inputs?: Ed_Save_SavingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Save_SavingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_save_saving(inputs)
	if (locale === "de") return de_ed_save_saving(inputs)
	if (locale === "es") return es_ed_save_saving(inputs)
	if (locale === "pt-BR") return pt_br2_ed_save_saving(inputs)
	if (locale === "ja") return ja_ed_save_saving(inputs)
	if (locale === "ar") return ar_ed_save_saving(inputs)
	return en_ed_save_saving(inputs)
});