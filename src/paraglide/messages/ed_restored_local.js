/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Restored_LocalInputs */

const en_ed_restored_local = /** @type {(inputs: Ed_Restored_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restored what you were writing on this device.`)
};

const fr_ed_restored_local = /** @type {(inputs: Ed_Restored_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que vous écriviez sur cet appareil est restauré.`)
};

const de_ed_restored_local = /** @type {(inputs: Ed_Restored_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Text auf diesem Gerät wurde wiederhergestellt.`)
};

const es_ed_restored_local = /** @type {(inputs: Ed_Restored_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se restauró lo que escribías en este dispositivo.`)
};

const pt_br2_ed_restored_local = /** @type {(inputs: Ed_Restored_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que você escrevia neste dispositivo foi restaurado.`)
};

const ja_ed_restored_local = /** @type {(inputs: Ed_Restored_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この端末で書いていた内容を復元しました。`)
};

const ar_ed_restored_local = /** @type {(inputs: Ed_Restored_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استُعيد ما كنت تكتبه على هذا الجهاز.`)
};

/**
* | output |
* | --- |
* | "Restored what you were writing on this device." |
*
* @param {Ed_Restored_LocalInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_restored_local = /** @type {((inputs?: Ed_Restored_LocalInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Restored_LocalInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_restored_local(inputs)
	if (locale === "de") return de_ed_restored_local(inputs)
	if (locale === "es") return es_ed_restored_local(inputs)
	if (locale === "pt-BR") return pt_br2_ed_restored_local(inputs)
	if (locale === "ja") return ja_ed_restored_local(inputs)
	if (locale === "ar") return ar_ed_restored_local(inputs)
	return en_ed_restored_local(inputs)
});