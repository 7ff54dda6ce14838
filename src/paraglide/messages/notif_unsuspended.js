/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Notif_UnsuspendedInputs */

const en_notif_unsuspended = /** @type {(inputs: Notif_UnsuspendedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A moderator lifted the suspension of your account. Why: ${i?.reason}`)
};

const fr_notif_unsuspended = /** @type {(inputs: Notif_UnsuspendedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un modérateur a levé la suspension de votre compte. Motif : ${i?.reason}`)
};

const de_notif_unsuspended = /** @type {(inputs: Notif_UnsuspendedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Moderator hat die Sperre Ihres Kontos aufgehoben. Grund: ${i?.reason}`)
};

const es_notif_unsuspended = /** @type {(inputs: Notif_UnsuspendedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un moderador levantó la suspensión de tu cuenta. Motivo: ${i?.reason}`)
};

const pt_br2_notif_unsuspended = /** @type {(inputs: Notif_UnsuspendedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um moderador retirou a suspensão da sua conta. Motivo: ${i?.reason}`)
};

const ja_notif_unsuspended = /** @type {(inputs: Notif_UnsuspendedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`モデレーターがあなたのアカウントの停止を解除しました。理由: ${i?.reason}`)
};

const ar_notif_unsuspended = /** @type {(inputs: Notif_UnsuspendedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رفع أحد المشرفين تعليق حسابك. السبب: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "A moderator lifted the suspension of your account. Why: {reason}" |
*
* @param {Notif_UnsuspendedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_unsuspended = /** @type {((inputs: Notif_UnsuspendedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_UnsuspendedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_unsuspended(inputs)
	if (locale === "de") return de_notif_unsuspended(inputs)
	if (locale === "es") return es_notif_unsuspended(inputs)
	if (locale === "pt-BR") return pt_br2_notif_unsuspended(inputs)
	if (locale === "ja") return ja_notif_unsuspended(inputs)
	if (locale === "ar") return ar_notif_unsuspended(inputs)
	return en_notif_unsuspended(inputs)
});