/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Embed_ProblemInputs */

const en_rich_embed_problem = /** @type {(inputs: Rich_Embed_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give a whole web address, such as https://www.youtube.com/watch?v=…`)
};

const fr_rich_embed_problem = /** @type {(inputs: Rich_Embed_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donnez une adresse web complète, comme https://www.youtube.com/watch?v=…`)
};

const de_rich_embed_problem = /** @type {(inputs: Rich_Embed_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine vollständige Webadresse an, etwa https://www.youtube.com/watch?v=…`)
};

const es_rich_embed_problem = /** @type {(inputs: Rich_Embed_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe una dirección web completa, como https://www.youtube.com/watch?v=…`)
};

const pt_br2_rich_embed_problem = /** @type {(inputs: Rich_Embed_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe um endereço web completo, como https://www.youtube.com/watch?v=…`)
};

const ja_rich_embed_problem = /** @type {(inputs: Rich_Embed_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https://www.youtube.com/watch?v=… のような完全なウェブアドレスを入力してください`)
};

const ar_rich_embed_problem = /** @type {(inputs: Rich_Embed_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل عنوان ويب كاملًا، مثل https://www.youtube.com/watch?v=…`)
};

/**
* | output |
* | --- |
* | "Give a whole web address, such as https://www.youtube.com/watch?v=…" |
*
* @param {Rich_Embed_ProblemInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_embed_problem = /** @type {((inputs?: Rich_Embed_ProblemInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Embed_ProblemInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_embed_problem(inputs)
	if (locale === "de") return de_rich_embed_problem(inputs)
	if (locale === "es") return es_rich_embed_problem(inputs)
	if (locale === "pt-BR") return pt_br2_rich_embed_problem(inputs)
	if (locale === "ja") return ja_rich_embed_problem(inputs)
	if (locale === "ar") return ar_rich_embed_problem(inputs)
	return en_rich_embed_problem(inputs)
});