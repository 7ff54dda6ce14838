/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, site: NonNullable<unknown> }} Nl_ViaInputs */

const en_nl_via = /** @type {(inputs: Nl_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} via ${i?.site}`)
};

const fr_nl_via = /** @type {(inputs: Nl_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} via ${i?.site}`)
};

const de_nl_via = /** @type {(inputs: Nl_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} über ${i?.site}`)
};

const es_nl_via = /** @type {(inputs: Nl_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} vía ${i?.site}`)
};

const pt_br2_nl_via = /** @type {(inputs: Nl_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} via ${i?.site}`)
};

const ja_nl_via = /** @type {(inputs: Nl_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}（${i?.site} 経由）`)
};

const ar_nl_via = /** @type {(inputs: Nl_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} عبر ${i?.site}`)
};

/**
* | output |
* | --- |
* | "{name} via {site}" |
*
* @param {Nl_ViaInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nl_via = /** @type {((inputs: Nl_ViaInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nl_ViaInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nl_via(inputs)
	if (locale === "de") return de_nl_via(inputs)
	if (locale === "es") return es_nl_via(inputs)
	if (locale === "pt-BR") return pt_br2_nl_via(inputs)
	if (locale === "ja") return ja_nl_via(inputs)
	if (locale === "ar") return ar_nl_via(inputs)
	return en_nl_via(inputs)
});