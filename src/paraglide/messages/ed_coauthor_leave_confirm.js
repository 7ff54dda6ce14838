/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Coauthor_Leave_ConfirmInputs */

const en_ed_coauthor_leave_confirm = /** @type {(inputs: Ed_Coauthor_Leave_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave this story? You will no longer be able to edit it.`)
};

const fr_ed_coauthor_leave_confirm = /** @type {(inputs: Ed_Coauthor_Leave_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitter cette histoire ? Vous ne pourrez plus la modifier.`)
};

const de_ed_coauthor_leave_confirm = /** @type {(inputs: Ed_Coauthor_Leave_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Geschichte verlassen? Sie können sie danach nicht mehr bearbeiten.`)
};

const es_ed_coauthor_leave_confirm = /** @type {(inputs: Ed_Coauthor_Leave_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Dejar esta historia? Ya no podrás editarla.`)
};

const pt_br2_ed_coauthor_leave_confirm = /** @type {(inputs: Ed_Coauthor_Leave_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sair desta história? Você não poderá mais editá-la.`)
};

const ja_ed_coauthor_leave_confirm = /** @type {(inputs: Ed_Coauthor_Leave_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このストーリーから抜けますか？以後は編集できなくなります。`)
};

const ar_ed_coauthor_leave_confirm = /** @type {(inputs: Ed_Coauthor_Leave_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أتغادر هذه القصة؟ لن تستطيع تحريرها بعد ذلك.`)
};

/**
* | output |
* | --- |
* | "Leave this story? You will no longer be able to edit it." |
*
* @param {Ed_Coauthor_Leave_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_coauthor_leave_confirm = /** @type {((inputs?: Ed_Coauthor_Leave_ConfirmInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Coauthor_Leave_ConfirmInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_coauthor_leave_confirm(inputs)
	if (locale === "de") return de_ed_coauthor_leave_confirm(inputs)
	if (locale === "es") return es_ed_coauthor_leave_confirm(inputs)
	if (locale === "pt-BR") return pt_br2_ed_coauthor_leave_confirm(inputs)
	if (locale === "ja") return ja_ed_coauthor_leave_confirm(inputs)
	if (locale === "ar") return ar_ed_coauthor_leave_confirm(inputs)
	return en_ed_coauthor_leave_confirm(inputs)
});