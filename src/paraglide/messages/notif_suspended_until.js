/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ until: NonNullable<unknown>, reason: NonNullable<unknown> }} Notif_Suspended_UntilInputs */

const en_notif_suspended_until = /** @type {(inputs: Notif_Suspended_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A moderator suspended your account until ${i?.until}. Why: ${i?.reason}`)
};

const fr_notif_suspended_until = /** @type {(inputs: Notif_Suspended_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un modérateur a suspendu votre compte jusqu’au ${i?.until}. Motif : ${i?.reason}`)
};

const de_notif_suspended_until = /** @type {(inputs: Notif_Suspended_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Moderator hat Ihr Konto bis ${i?.until} gesperrt. Grund: ${i?.reason}`)
};

const es_notif_suspended_until = /** @type {(inputs: Notif_Suspended_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un moderador suspendió tu cuenta hasta el ${i?.until}. Motivo: ${i?.reason}`)
};

const pt_br2_notif_suspended_until = /** @type {(inputs: Notif_Suspended_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um moderador suspendeu sua conta até ${i?.until}. Motivo: ${i?.reason}`)
};

const ja_notif_suspended_until = /** @type {(inputs: Notif_Suspended_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`モデレーターがあなたのアカウントを${i?.until}まで停止しました。理由: ${i?.reason}`)
};

const ar_notif_suspended_until = /** @type {(inputs: Notif_Suspended_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`علّق أحد المشرفين حسابك حتى ${i?.until}. السبب: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "A moderator suspended your account until {until}. Why: {reason}" |
*
* @param {Notif_Suspended_UntilInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_suspended_until = /** @type {((inputs: Notif_Suspended_UntilInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_Suspended_UntilInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_suspended_until(inputs)
	if (locale === "de") return de_notif_suspended_until(inputs)
	if (locale === "es") return es_notif_suspended_until(inputs)
	if (locale === "pt-BR") return pt_br2_notif_suspended_until(inputs)
	if (locale === "ja") return ja_notif_suspended_until(inputs)
	if (locale === "ar") return ar_notif_suspended_until(inputs)
	return en_notif_suspended_until(inputs)
});