/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Caption_HintInputs */

const en_rich_caption_hint = /** @type {(inputs: Rich_Caption_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(shown under the picture)`)
};

const fr_rich_caption_hint = /** @type {(inputs: Rich_Caption_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(affichée sous l'image)`)
};

const de_rich_caption_hint = /** @type {(inputs: Rich_Caption_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(unter dem Bild angezeigt)`)
};

const es_rich_caption_hint = /** @type {(inputs: Rich_Caption_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(se muestra bajo la imagen)`)
};

const pt_br2_rich_caption_hint = /** @type {(inputs: Rich_Caption_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(aparece abaixo da imagem)`)
};

const ja_rich_caption_hint = /** @type {(inputs: Rich_Caption_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（画像の下に表示）`)
};

const ar_rich_caption_hint = /** @type {(inputs: Rich_Caption_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(يظهر تحت الصورة)`)
};

/**
* | output |
* | --- |
* | "(shown under the picture)" |
*
* @param {Rich_Caption_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_caption_hint = /** @type {((inputs?: Rich_Caption_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Caption_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_caption_hint(inputs)
	if (locale === "de") return de_rich_caption_hint(inputs)
	if (locale === "es") return es_rich_caption_hint(inputs)
	if (locale === "pt-BR") return pt_br2_rich_caption_hint(inputs)
	if (locale === "ja") return ja_rich_caption_hint(inputs)
	if (locale === "ar") return ar_rich_caption_hint(inputs)
	return en_rich_caption_hint(inputs)
});