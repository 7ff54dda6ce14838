/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Notif_Suspended_For_GoodInputs */

const en_notif_suspended_for_good = /** @type {(inputs: Notif_Suspended_For_GoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A moderator suspended your account for good. Why: ${i?.reason}`)
};

const fr_notif_suspended_for_good = /** @type {(inputs: Notif_Suspended_For_GoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un modérateur a suspendu votre compte définitivement. Motif : ${i?.reason}`)
};

const de_notif_suspended_for_good = /** @type {(inputs: Notif_Suspended_For_GoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Moderator hat Ihr Konto dauerhaft gesperrt. Grund: ${i?.reason}`)
};

const es_notif_suspended_for_good = /** @type {(inputs: Notif_Suspended_For_GoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un moderador suspendió tu cuenta de forma permanente. Motivo: ${i?.reason}`)
};

const pt_br2_notif_suspended_for_good = /** @type {(inputs: Notif_Suspended_For_GoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um moderador suspendeu sua conta permanentemente. Motivo: ${i?.reason}`)
};

const ja_notif_suspended_for_good = /** @type {(inputs: Notif_Suspended_For_GoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`モデレーターがあなたのアカウントを無期限に停止しました。理由: ${i?.reason}`)
};

const ar_notif_suspended_for_good = /** @type {(inputs: Notif_Suspended_For_GoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`علّق أحد المشرفين حسابك نهائيًا. السبب: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "A moderator suspended your account for good. Why: {reason}" |
*
* @param {Notif_Suspended_For_GoodInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_suspended_for_good = /** @type {((inputs: Notif_Suspended_For_GoodInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_Suspended_For_GoodInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_suspended_for_good(inputs)
	if (locale === "de") return de_notif_suspended_for_good(inputs)
	if (locale === "es") return es_notif_suspended_for_good(inputs)
	if (locale === "pt-BR") return pt_br2_notif_suspended_for_good(inputs)
	if (locale === "ja") return ja_notif_suspended_for_good(inputs)
	if (locale === "ar") return ar_notif_suspended_for_good(inputs)
	return en_notif_suspended_for_good(inputs)
});