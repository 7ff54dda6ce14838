/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nl_Goes_OnInputs */

const en_nl_goes_on = /** @type {(inputs: Nl_Goes_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This story goes on.`)
};

const fr_nl_goes_on = /** @type {(inputs: Nl_Goes_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’histoire continue.`)
};

const de_nl_goes_on = /** @type {(inputs: Nl_Goes_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Geschichte geht weiter.`)
};

const es_nl_goes_on = /** @type {(inputs: Nl_Goes_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La historia continúa.`)
};

const pt_br2_nl_goes_on = /** @type {(inputs: Nl_Goes_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A história continua.`)
};

const ja_nl_goes_on = /** @type {(inputs: Nl_Goes_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この記事には続きがあります。`)
};

const ar_nl_goes_on = /** @type {(inputs: Nl_Goes_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`للقصة بقية.`)
};

/**
* | output |
* | --- |
* | "This story goes on." |
*
* @param {Nl_Goes_OnInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nl_goes_on = /** @type {((inputs?: Nl_Goes_OnInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nl_Goes_OnInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nl_goes_on(inputs)
	if (locale === "de") return de_nl_goes_on(inputs)
	if (locale === "es") return es_nl_goes_on(inputs)
	if (locale === "pt-BR") return pt_br2_nl_goes_on(inputs)
	if (locale === "ja") return ja_nl_goes_on(inputs)
	if (locale === "ar") return ar_nl_goes_on(inputs)
	return en_nl_goes_on(inputs)
});