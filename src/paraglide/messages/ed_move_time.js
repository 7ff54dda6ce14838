/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Move_TimeInputs */

const en_ed_move_time = /** @type {(inputs: Ed_Move_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move to this time`)
};

const fr_ed_move_time = /** @type {(inputs: Ed_Move_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déplacer à ce moment`)
};

const de_ed_move_time = /** @type {(inputs: Ed_Move_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf diese Zeit verschieben`)
};

const es_ed_move_time = /** @type {(inputs: Ed_Move_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mover a esta hora`)
};

const pt_br2_ed_move_time = /** @type {(inputs: Ed_Move_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mover para este horário`)
};

const ja_ed_move_time = /** @type {(inputs: Ed_Move_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この日時に変更`)
};

const ar_ed_move_time = /** @type {(inputs: Ed_Move_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النقل إلى هذا الوقت`)
};

/**
* | output |
* | --- |
* | "Move to this time" |
*
* @param {Ed_Move_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_move_time = /** @type {((inputs?: Ed_Move_TimeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Move_TimeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_move_time(inputs)
	if (locale === "de") return de_ed_move_time(inputs)
	if (locale === "es") return es_ed_move_time(inputs)
	if (locale === "pt-BR") return pt_br2_ed_move_time(inputs)
	if (locale === "ja") return ja_ed_move_time(inputs)
	if (locale === "ar") return ar_ed_move_time(inputs)
	return en_ed_move_time(inputs)
});