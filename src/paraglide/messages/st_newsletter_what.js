/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Newsletter_WhatInputs */

const en_st_newsletter_what = /** @type {(inputs: St_Newsletter_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What subscribers get of each new story`)
};

const fr_st_newsletter_what = /** @type {(inputs: St_Newsletter_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que les abonnés reçoivent de chaque nouvelle histoire`)
};

const de_st_newsletter_what = /** @type {(inputs: St_Newsletter_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was Abonnenten von jeder neuen Geschichte erhalten`)
};

const es_st_newsletter_what = /** @type {(inputs: St_Newsletter_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué reciben los suscriptores de cada nueva historia`)
};

const pt_br2_st_newsletter_what = /** @type {(inputs: St_Newsletter_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que os inscritos recebem de cada nova história`)
};

const ja_st_newsletter_what = /** @type {(inputs: St_Newsletter_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しい記事ごとに購読者に届く内容`)
};

const ar_st_newsletter_what = /** @type {(inputs: St_Newsletter_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما يصل المشتركين من كل قصة جديدة`)
};

/**
* | output |
* | --- |
* | "What subscribers get of each new story" |
*
* @param {St_Newsletter_WhatInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_newsletter_what = /** @type {((inputs?: St_Newsletter_WhatInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Newsletter_WhatInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_newsletter_what(inputs)
	if (locale === "de") return de_st_newsletter_what(inputs)
	if (locale === "es") return es_st_newsletter_what(inputs)
	if (locale === "pt-BR") return pt_br2_st_newsletter_what(inputs)
	if (locale === "ja") return ja_st_newsletter_what(inputs)
	if (locale === "ar") return ar_st_newsletter_what(inputs)
	return en_st_newsletter_what(inputs)
});