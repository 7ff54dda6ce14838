/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Nl_Text_Goes_OnInputs */

const en_nl_text_goes_on = /** @type {(inputs: Nl_Text_Goes_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This story goes on. Read on the site: ${i?.url}`)
};

const fr_nl_text_goes_on = /** @type {(inputs: Nl_Text_Goes_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’histoire continue. Lire la suite sur le site : ${i?.url}`)
};

const de_nl_text_goes_on = /** @type {(inputs: Nl_Text_Goes_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Geschichte geht weiter. Auf der Website weiterlesen: ${i?.url}`)
};

const es_nl_text_goes_on = /** @type {(inputs: Nl_Text_Goes_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La historia continúa. Sigue leyendo en el sitio: ${i?.url}`)
};

const pt_br2_nl_text_goes_on = /** @type {(inputs: Nl_Text_Goes_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A história continua. Continue lendo no site: ${i?.url}`)
};

const ja_nl_text_goes_on = /** @type {(inputs: Nl_Text_Goes_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`この記事には続きがあります。サイトで読む：${i?.url}`)
};

const ar_nl_text_goes_on = /** @type {(inputs: Nl_Text_Goes_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`للقصة بقية. تابع القراءة على الموقع: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "This story goes on. Read on the site: {url}" |
*
* @param {Nl_Text_Goes_OnInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nl_text_goes_on = /** @type {((inputs: Nl_Text_Goes_OnInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nl_Text_Goes_OnInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nl_text_goes_on(inputs)
	if (locale === "de") return de_nl_text_goes_on(inputs)
	if (locale === "es") return es_nl_text_goes_on(inputs)
	if (locale === "pt-BR") return pt_br2_nl_text_goes_on(inputs)
	if (locale === "ja") return ja_nl_text_goes_on(inputs)
	if (locale === "ar") return ar_nl_text_goes_on(inputs)
	return en_nl_text_goes_on(inputs)
});