/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Last39_Embed_Run_PenInputs */

const en_last39_embed_run_pen = /** @type {(inputs: Last39_Embed_Run_PenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Run the pen`)
};

const fr_last39_embed_run_pen = /** @type {(inputs: Last39_Embed_Run_PenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lancer le pen`)
};

const de_last39_embed_run_pen = /** @type {(inputs: Last39_Embed_Run_PenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pen ausführen`)
};

const es_last39_embed_run_pen = /** @type {(inputs: Last39_Embed_Run_PenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ejecutar el pen`)
};

const pt_br2_last39_embed_run_pen = /** @type {(inputs: Last39_Embed_Run_PenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Executar o pen`)
};

const ja_last39_embed_run_pen = /** @type {(inputs: Last39_Embed_Run_PenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pen を実行`)
};

const ar_last39_embed_run_pen = /** @type {(inputs: Last39_Embed_Run_PenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تشغيل الـ Pen`)
};

/**
* | output |
* | --- |
* | "Run the pen" |
*
* @param {Last39_Embed_Run_PenInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const last39_embed_run_pen = /** @type {((inputs?: Last39_Embed_Run_PenInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Last39_Embed_Run_PenInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_last39_embed_run_pen(inputs)
	if (locale === "de") return de_last39_embed_run_pen(inputs)
	if (locale === "es") return es_last39_embed_run_pen(inputs)
	if (locale === "pt-BR") return pt_br2_last39_embed_run_pen(inputs)
	if (locale === "ja") return ja_last39_embed_run_pen(inputs)
	if (locale === "ar") return ar_last39_embed_run_pen(inputs)
	return en_last39_embed_run_pen(inputs)
});