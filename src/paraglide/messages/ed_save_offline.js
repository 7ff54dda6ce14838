/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Save_OfflineInputs */

const en_ed_save_offline = /** @type {(inputs: Ed_Save_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved on this device only: will retry`)
};

const fr_ed_save_offline = /** @type {(inputs: Ed_Save_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistré sur cet appareil seulement : nouvel essai à venir`)
};

const de_ed_save_offline = /** @type {(inputs: Ed_Save_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur auf diesem Gerät gespeichert: wird erneut versucht`)
};

const es_ed_save_offline = /** @type {(inputs: Ed_Save_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardado solo en este dispositivo: se volverá a intentar`)
};

const pt_br2_ed_save_offline = /** @type {(inputs: Ed_Save_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvo só neste dispositivo: vamos tentar de novo`)
};

const ja_ed_save_offline = /** @type {(inputs: Ed_Save_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この端末にのみ保存しました:再試行します`)
};

const ar_ed_save_offline = /** @type {(inputs: Ed_Save_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حُفظ على هذا الجهاز فقط: ستُعاد المحاولة`)
};

/**
* | output |
* | --- |
* | "Saved on this device only: will retry" |
*
* @param {Ed_Save_OfflineInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_save_offline = /** @type {((inputs?: Ed_Save_OfflineInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Save_OfflineInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_save_offline(inputs)
	if (locale === "de") return de_ed_save_offline(inputs)
	if (locale === "es") return es_ed_save_offline(inputs)
	if (locale === "pt-BR") return pt_br2_ed_save_offline(inputs)
	if (locale === "ja") return ja_ed_save_offline(inputs)
	if (locale === "ar") return ar_ed_save_offline(inputs)
	return en_ed_save_offline(inputs)
});