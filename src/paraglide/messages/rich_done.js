/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_DoneInputs */

const en_rich_done = /** @type {(inputs: Rich_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

const fr_rich_done = /** @type {(inputs: Rich_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminé`)
};

const de_rich_done = /** @type {(inputs: Rich_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fertig`)
};

const es_rich_done = /** @type {(inputs: Rich_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listo`)
};

const pt_br2_rich_done = /** @type {(inputs: Rich_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concluído`)
};

const ja_rich_done = /** @type {(inputs: Rich_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完了`)
};

const ar_rich_done = /** @type {(inputs: Rich_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم`)
};

/**
* | output |
* | --- |
* | "Done" |
*
* @param {Rich_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_done = /** @type {((inputs?: Rich_DoneInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_DoneInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_done(inputs)
	if (locale === "de") return de_rich_done(inputs)
	if (locale === "es") return es_rich_done(inputs)
	if (locale === "pt-BR") return pt_br2_rich_done(inputs)
	if (locale === "ja") return ja_rich_done(inputs)
	if (locale === "ar") return ar_rich_done(inputs)
	return en_rich_done(inputs)
});