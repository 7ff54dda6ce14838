/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Focus_LeaveInputs */

const en_ed_focus_leave = /** @type {(inputs: Ed_Focus_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the site again (Esc)`)
};

const fr_ed_focus_leave = /** @type {(inputs: Ed_Focus_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réafficher le site (Échap)`)
};

const de_ed_focus_leave = /** @type {(inputs: Ed_Focus_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Website wieder zeigen (Esc)`)
};

const es_ed_focus_leave = /** @type {(inputs: Ed_Focus_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar de nuevo el sitio (Esc)`)
};

const pt_br2_ed_focus_leave = /** @type {(inputs: Ed_Focus_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar o site de novo (Esc)`)
};

const ja_ed_focus_leave = /** @type {(inputs: Ed_Focus_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サイトを再表示(Esc)`)
};

const ar_ed_focus_leave = /** @type {(inputs: Ed_Focus_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إظهار الموقع مجددًا (Esc)`)
};

/**
* | output |
* | --- |
* | "Show the site again (Esc)" |
*
* @param {Ed_Focus_LeaveInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_focus_leave = /** @type {((inputs?: Ed_Focus_LeaveInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Focus_LeaveInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_focus_leave(inputs)
	if (locale === "de") return de_ed_focus_leave(inputs)
	if (locale === "es") return es_ed_focus_leave(inputs)
	if (locale === "pt-BR") return pt_br2_ed_focus_leave(inputs)
	if (locale === "ja") return ja_ed_focus_leave(inputs)
	if (locale === "ar") return ar_ed_focus_leave(inputs)
	return en_ed_focus_leave(inputs)
});