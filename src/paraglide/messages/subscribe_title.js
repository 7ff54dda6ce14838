/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Subscribe_TitleInputs */

const en_subscribe_title = /** @type {(inputs: Subscribe_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Get ${i?.name}'s new stories by e-mail`)
};

const fr_subscribe_title = /** @type {(inputs: Subscribe_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recevoir les nouvelles histoires de ${i?.name} par e-mail`)
};

const de_subscribe_title = /** @type {(inputs: Subscribe_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neue Geschichten von ${i?.name} per E-Mail erhalten`)
};

const es_subscribe_title = /** @type {(inputs: Subscribe_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibe por correo las nuevas historias de ${i?.name}`)
};

const pt_br2_subscribe_title = /** @type {(inputs: Subscribe_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Receba por e-mail as novas histórias de ${i?.name}`)
};

const ja_subscribe_title = /** @type {(inputs: Subscribe_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} の新しい記事をメールで受け取る`)
};

const ar_subscribe_title = /** @type {(inputs: Subscribe_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تلقَّ قصص ${i?.name} الجديدة بالبريد الإلكتروني`)
};

/**
* | output |
* | --- |
* | "Get {name}'s new stories by e-mail" |
*
* @param {Subscribe_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const subscribe_title = /** @type {((inputs: Subscribe_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subscribe_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_subscribe_title(inputs)
	if (locale === "de") return de_subscribe_title(inputs)
	if (locale === "es") return es_subscribe_title(inputs)
	if (locale === "pt-BR") return pt_br2_subscribe_title(inputs)
	if (locale === "ja") return ja_subscribe_title(inputs)
	if (locale === "ar") return ar_subscribe_title(inputs)
	return en_subscribe_title(inputs)
});