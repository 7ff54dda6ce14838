/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_ParseInputs */

const en_err_parse = /** @type {(inputs: Err_ParseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server sent an answer that could not be read.`)
};

const fr_err_parse = /** @type {(inputs: Err_ParseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le serveur a envoyé une réponse illisible.`)
};

const de_err_parse = /** @type {(inputs: Err_ParseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Server hat eine Antwort geschickt, die nicht gelesen werden konnte.`)
};

const es_err_parse = /** @type {(inputs: Err_ParseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor envió una respuesta que no se pudo leer.`)
};

const pt_br2_err_parse = /** @type {(inputs: Err_ParseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O servidor enviou uma resposta que não pôde ser lida.`)
};

const ja_err_parse = /** @type {(inputs: Err_ParseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サーバーから読み取れない応答が返されました。`)
};

const ar_err_parse = /** @type {(inputs: Err_ParseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل الخادم ردًّا تعذّرت قراءته.`)
};

/**
* | output |
* | --- |
* | "The server sent an answer that could not be read." |
*
* @param {Err_ParseInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const err_parse = /** @type {((inputs?: Err_ParseInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_ParseInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_err_parse(inputs)
	if (locale === "de") return de_err_parse(inputs)
	if (locale === "es") return es_err_parse(inputs)
	if (locale === "pt-BR") return pt_br2_err_parse(inputs)
	if (locale === "ja") return ja_err_parse(inputs)
	if (locale === "ar") return ar_err_parse(inputs)
	return en_err_parse(inputs)
});