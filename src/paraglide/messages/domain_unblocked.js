/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domain: NonNullable<unknown> }} Domain_UnblockedInputs */

const en_domain_unblocked = /** @type {(inputs: Domain_UnblockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} is no longer blocked`)
};

const fr_domain_unblocked = /** @type {(inputs: Domain_UnblockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} n’est plus bloqué`)
};

const de_domain_unblocked = /** @type {(inputs: Domain_UnblockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} ist nicht mehr gesperrt`)
};

const es_domain_unblocked = /** @type {(inputs: Domain_UnblockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} ya no está bloqueado`)
};

const pt_br2_domain_unblocked = /** @type {(inputs: Domain_UnblockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} não está mais bloqueado`)
};

const ja_domain_unblocked = /** @type {(inputs: Domain_UnblockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} のブロックを解除しました`)
};

const ar_domain_unblocked = /** @type {(inputs: Domain_UnblockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم يعد ${i?.domain} محظورًا`)
};

/**
* | output |
* | --- |
* | "{domain} is no longer blocked" |
*
* @param {Domain_UnblockedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const domain_unblocked = /** @type {((inputs: Domain_UnblockedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Domain_UnblockedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_domain_unblocked(inputs)
	if (locale === "de") return de_domain_unblocked(inputs)
	if (locale === "es") return es_domain_unblocked(inputs)
	if (locale === "pt-BR") return pt_br2_domain_unblocked(inputs)
	if (locale === "ja") return ja_domain_unblocked(inputs)
	if (locale === "ar") return ar_domain_unblocked(inputs)
	return en_domain_unblocked(inputs)
});