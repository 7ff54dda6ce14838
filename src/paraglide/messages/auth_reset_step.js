/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ step: NonNullable<unknown>, title: NonNullable<unknown> }} Auth_Reset_StepInputs */

const en_auth_reset_step = /** @type {(inputs: Auth_Reset_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Step ${i?.step} of 3: ${i?.title}`)
};

const fr_auth_reset_step = /** @type {(inputs: Auth_Reset_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Étape ${i?.step} sur 3 : ${i?.title}`)
};

const de_auth_reset_step = /** @type {(inputs: Auth_Reset_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Schritt ${i?.step} von 3: ${i?.title}`)
};

const es_auth_reset_step = /** @type {(inputs: Auth_Reset_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paso ${i?.step} de 3: ${i?.title}`)
};

const pt_br2_auth_reset_step = /** @type {(inputs: Auth_Reset_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Etapa ${i?.step} de 3: ${i?.title}`)
};

const ja_auth_reset_step = /** @type {(inputs: Auth_Reset_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ステップ ${i?.step}/3：${i?.title}`)
};

const ar_auth_reset_step = /** @type {(inputs: Auth_Reset_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الخطوة ${i?.step} من 3: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Step {step} of 3: {title}" |
*
* @param {Auth_Reset_StepInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const auth_reset_step = /** @type {((inputs: Auth_Reset_StepInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_StepInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_reset_step(inputs)
	if (locale === "de") return de_auth_reset_step(inputs)
	if (locale === "es") return es_auth_reset_step(inputs)
	if (locale === "pt-BR") return pt_br2_auth_reset_step(inputs)
	if (locale === "ja") return ja_auth_reset_step(inputs)
	if (locale === "ar") return ar_auth_reset_step(inputs)
	return en_auth_reset_step(inputs)
});