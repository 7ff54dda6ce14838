/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Username_HintInputs */

const en_username_hint = /** @type {(inputs: Username_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letters, digits and underscores. We make one from your name if you leave it empty.`)
};

const fr_username_hint = /** @type {(inputs: Username_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lettres, chiffres et tirets bas. Laissé vide, nous en créons un à partir de votre nom.`)
};

const de_username_hint = /** @type {(inputs: Username_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buchstaben, Ziffern und Unterstriche. Bleibt es leer, bilden wir einen aus deinem Namen.`)
};

const es_username_hint = /** @type {(inputs: Username_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letras, números y guiones bajos. Si lo dejas vacío, creamos uno a partir de tu nombre.`)
};

const pt_br2_username_hint = /** @type {(inputs: Username_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letras, números e sublinhados. Se ficar vazio, criamos um a partir do seu nome.`)
};

const ja_username_hint = /** @type {(inputs: Username_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`英字、数字、アンダースコア。空欄の場合は名前から作成します。`)
};

const ar_username_hint = /** @type {(inputs: Username_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أحرف وأرقام وشرطات سفلية. إن تركته فارغًا ننشئ واحدًا من اسمك.`)
};

/**
* | output |
* | --- |
* | "Letters, digits and underscores. We make one from your name if you leave it empty." |
*
* @param {Username_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const username_hint = /** @type {((inputs?: Username_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Username_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_username_hint(inputs)
	if (locale === "de") return de_username_hint(inputs)
	if (locale === "es") return es_username_hint(inputs)
	if (locale === "pt-BR") return pt_br2_username_hint(inputs)
	if (locale === "ja") return ja_username_hint(inputs)
	if (locale === "ar") return ar_username_hint(inputs)
	return en_username_hint(inputs)
});