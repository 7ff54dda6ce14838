/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_PlaceholderInputs */

const en_rich_placeholder = /** @type {(inputs: Rich_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell your story…`)
};

const fr_rich_placeholder = /** @type {(inputs: Rich_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Racontez votre histoire…`)
};

const de_rich_placeholder = /** @type {(inputs: Rich_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erzählen Sie Ihre Geschichte…`)
};

const es_rich_placeholder = /** @type {(inputs: Rich_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta tu historia…`)
};

const pt_br2_rich_placeholder = /** @type {(inputs: Rich_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conte sua história…`)
};

const ja_rich_placeholder = /** @type {(inputs: Rich_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリーを書きましょう…`)
};

const ar_rich_placeholder = /** @type {(inputs: Rich_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اروِ قصتك…`)
};

/**
* | output |
* | --- |
* | "Tell your story…" |
*
* @param {Rich_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_placeholder = /** @type {((inputs?: Rich_PlaceholderInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_PlaceholderInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_placeholder(inputs)
	if (locale === "de") return de_rich_placeholder(inputs)
	if (locale === "es") return es_rich_placeholder(inputs)
	if (locale === "pt-BR") return pt_br2_rich_placeholder(inputs)
	if (locale === "ja") return ja_rich_placeholder(inputs)
	if (locale === "ar") return ar_rich_placeholder(inputs)
	return en_rich_placeholder(inputs)
});