/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Unsub_Done_TitleInputs */

const en_leftb_unsub_done_title = /** @type {(inputs: Leftb_Unsub_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribed`)
};

const fr_leftb_unsub_done_title = /** @type {(inputs: Leftb_Unsub_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désabonnement effectué`)
};

const de_leftb_unsub_done_title = /** @type {(inputs: Leftb_Unsub_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbestellt`)
};

const es_leftb_unsub_done_title = /** @type {(inputs: Leftb_Unsub_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baja confirmada`)
};

const pt_br2_leftb_unsub_done_title = /** @type {(inputs: Leftb_Unsub_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrição cancelada`)
};

const ja_leftb_unsub_done_title = /** @type {(inputs: Leftb_Unsub_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`購読を解除しました`)
};

const ar_leftb_unsub_done_title = /** @type {(inputs: Leftb_Unsub_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إلغاء الاشتراك`)
};

/**
* | output |
* | --- |
* | "Unsubscribed" |
*
* @param {Leftb_Unsub_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_unsub_done_title = /** @type {((inputs?: Leftb_Unsub_Done_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Unsub_Done_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_unsub_done_title(inputs)
	if (locale === "de") return de_leftb_unsub_done_title(inputs)
	if (locale === "es") return es_leftb_unsub_done_title(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_unsub_done_title(inputs)
	if (locale === "ja") return ja_leftb_unsub_done_title(inputs)
	if (locale === "ar") return ar_leftb_unsub_done_title(inputs)
	return en_leftb_unsub_done_title(inputs)
});