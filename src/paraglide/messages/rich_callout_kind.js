/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Callout_KindInputs */

const en_rich_callout_kind = /** @type {(inputs: Rich_Callout_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Callout kind`)
};

const fr_rich_callout_kind = /** @type {(inputs: Rich_Callout_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type d'encadré`)
};

const de_rich_callout_kind = /** @type {(inputs: Rich_Callout_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Art der Hinweisbox`)
};

const es_rich_callout_kind = /** @type {(inputs: Rich_Callout_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de destacado`)
};

const pt_br2_rich_callout_kind = /** @type {(inputs: Rich_Callout_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de destaque`)
};

const ja_rich_callout_kind = /** @type {(inputs: Rich_Callout_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コールアウトの種類`)
};

const ar_rich_callout_kind = /** @type {(inputs: Rich_Callout_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نوع التنبيه`)
};

/**
* | output |
* | --- |
* | "Callout kind" |
*
* @param {Rich_Callout_KindInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_callout_kind = /** @type {((inputs?: Rich_Callout_KindInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Callout_KindInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_callout_kind(inputs)
	if (locale === "de") return de_rich_callout_kind(inputs)
	if (locale === "es") return es_rich_callout_kind(inputs)
	if (locale === "pt-BR") return pt_br2_rich_callout_kind(inputs)
	if (locale === "ja") return ja_rich_callout_kind(inputs)
	if (locale === "ar") return ar_rich_callout_kind(inputs)
	return en_rich_callout_kind(inputs)
});