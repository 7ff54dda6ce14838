/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Block_DoneInputs */

const en_people_block_done = /** @type {(inputs: People_Block_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success!`)
};

const fr_people_block_done = /** @type {(inputs: People_Block_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est fait !`)
};

const de_people_block_done = /** @type {(inputs: People_Block_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erledigt!`)
};

const es_people_block_done = /** @type {(inputs: People_Block_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Listo!`)
};

const pt_br2_people_block_done = /** @type {(inputs: People_Block_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pronto!`)
};

const ja_people_block_done = /** @type {(inputs: People_Block_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完了しました！`)
};

const ar_people_block_done = /** @type {(inputs: People_Block_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم بنجاح!`)
};

/**
* | output |
* | --- |
* | "Success!" |
*
* @param {People_Block_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const people_block_done = /** @type {((inputs?: People_Block_DoneInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Block_DoneInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_people_block_done(inputs)
	if (locale === "de") return de_people_block_done(inputs)
	if (locale === "es") return es_people_block_done(inputs)
	if (locale === "pt-BR") return pt_br2_people_block_done(inputs)
	if (locale === "ja") return ja_people_block_done(inputs)
	if (locale === "ar") return ar_people_block_done(inputs)
	return en_people_block_done(inputs)
});