/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Ed_Save_RefusedInputs */

const en_ed_save_refused = /** @type {(inputs: Ed_Save_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved: ${i?.reason} (kept on this device)`)
};

const fr_ed_save_refused = /** @type {(inputs: Ed_Save_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non enregistré : ${i?.reason} (gardé sur cet appareil)`)
};

const de_ed_save_refused = /** @type {(inputs: Ed_Save_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nicht gespeichert: ${i?.reason} (auf diesem Gerät behalten)`)
};

const es_ed_save_refused = /** @type {(inputs: Ed_Save_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No guardado: ${i?.reason} (conservado en este dispositivo)`)
};

const pt_br2_ed_save_refused = /** @type {(inputs: Ed_Save_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não salvo: ${i?.reason} (mantido neste dispositivo)`)
};

const ja_ed_save_refused = /** @type {(inputs: Ed_Save_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`未保存:${i?.reason}(この端末に保持)`)
};

const ar_ed_save_refused = /** @type {(inputs: Ed_Save_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم يُحفظ: ${i?.reason} (محفوظ على هذا الجهاز)`)
};

/**
* | output |
* | --- |
* | "Not saved: {reason} (kept on this device)" |
*
* @param {Ed_Save_RefusedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_save_refused = /** @type {((inputs: Ed_Save_RefusedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Save_RefusedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_save_refused(inputs)
	if (locale === "de") return de_ed_save_refused(inputs)
	if (locale === "es") return es_ed_save_refused(inputs)
	if (locale === "pt-BR") return pt_br2_ed_save_refused(inputs)
	if (locale === "ja") return ja_ed_save_refused(inputs)
	if (locale === "ar") return ar_ed_save_refused(inputs)
	return en_ed_save_refused(inputs)
});