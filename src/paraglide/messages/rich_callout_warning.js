/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Callout_WarningInputs */

const en_rich_callout_warning = /** @type {(inputs: Rich_Callout_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warning`)
};

const fr_rich_callout_warning = /** @type {(inputs: Rich_Callout_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avertissement`)
};

const de_rich_callout_warning = /** @type {(inputs: Rich_Callout_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warnung`)
};

const es_rich_callout_warning = /** @type {(inputs: Rich_Callout_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertencia`)
};

const pt_br2_rich_callout_warning = /** @type {(inputs: Rich_Callout_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aviso`)
};

const ja_rich_callout_warning = /** @type {(inputs: Rich_Callout_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`警告`)
};

const ar_rich_callout_warning = /** @type {(inputs: Rich_Callout_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحذير`)
};

/**
* | output |
* | --- |
* | "Warning" |
*
* @param {Rich_Callout_WarningInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_callout_warning = /** @type {((inputs?: Rich_Callout_WarningInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Callout_WarningInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_callout_warning(inputs)
	if (locale === "de") return de_rich_callout_warning(inputs)
	if (locale === "es") return es_rich_callout_warning(inputs)
	if (locale === "pt-BR") return pt_br2_rich_callout_warning(inputs)
	if (locale === "ja") return ja_rich_callout_warning(inputs)
	if (locale === "ar") return ar_rich_callout_warning(inputs)
	return en_rich_callout_warning(inputs)
});