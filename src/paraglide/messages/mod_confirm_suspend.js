/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Mod_Confirm_SuspendInputs */

const en_mod_confirm_suspend = /** @type {(inputs: Mod_Confirm_SuspendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suspend ${i?.name}? Their sessions end at once.`)
};

const fr_mod_confirm_suspend = /** @type {(inputs: Mod_Confirm_SuspendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suspendre ${i?.name} ? Ses sessions prennent fin immédiatement.`)
};

const de_mod_confirm_suspend = /** @type {(inputs: Mod_Confirm_SuspendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} sperren? Alle Sitzungen enden sofort.`)
};

const es_mod_confirm_suspend = /** @type {(inputs: Mod_Confirm_SuspendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Suspender a ${i?.name}? Sus sesiones terminan de inmediato.`)
};

const pt_br2_mod_confirm_suspend = /** @type {(inputs: Mod_Confirm_SuspendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suspender ${i?.name}? As sessões dessa pessoa terminam na hora.`)
};

const ja_mod_confirm_suspend = /** @type {(inputs: Mod_Confirm_SuspendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} を利用停止にしますか？ログイン中のセッションはすぐに終了します。`)
};

const ar_mod_confirm_suspend = /** @type {(inputs: Mod_Confirm_SuspendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هل تريد إيقاف ${i?.name}؟ تنتهي جلساته فورًا.`)
};

/**
* | output |
* | --- |
* | "Suspend {name}? Their sessions end at once." |
*
* @param {Mod_Confirm_SuspendInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_confirm_suspend = /** @type {((inputs: Mod_Confirm_SuspendInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Confirm_SuspendInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_confirm_suspend(inputs)
	if (locale === "de") return de_mod_confirm_suspend(inputs)
	if (locale === "es") return es_mod_confirm_suspend(inputs)
	if (locale === "pt-BR") return pt_br2_mod_confirm_suspend(inputs)
	if (locale === "ja") return ja_mod_confirm_suspend(inputs)
	if (locale === "ar") return ar_mod_confirm_suspend(inputs)
	return en_mod_confirm_suspend(inputs)
});