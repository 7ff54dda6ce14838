/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fedi_Follow_LabelInputs */

const en_fedi_follow_label = /** @type {(inputs: Fedi_Follow_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow someone elsewhere`)
};

const fr_fedi_follow_label = /** @type {(inputs: Fedi_Follow_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivre quelqu’un ailleurs`)
};

const de_fedi_follow_label = /** @type {(inputs: Fedi_Follow_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jemandem anderswo folgen`)
};

const es_fedi_follow_label = /** @type {(inputs: Fedi_Follow_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguir a alguien de otro sitio`)
};

const pt_br2_fedi_follow_label = /** @type {(inputs: Fedi_Follow_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguir alguém de outro lugar`)
};

const ja_fedi_follow_label = /** @type {(inputs: Fedi_Follow_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ほかのサーバーの人をフォロー`)
};

const ar_fedi_follow_label = /** @type {(inputs: Fedi_Follow_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تابع شخصًا في مكان آخر`)
};

/**
* | output |
* | --- |
* | "Follow someone elsewhere" |
*
* @param {Fedi_Follow_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_follow_label = /** @type {((inputs?: Fedi_Follow_LabelInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_Follow_LabelInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_follow_label(inputs)
	if (locale === "de") return de_fedi_follow_label(inputs)
	if (locale === "es") return es_fedi_follow_label(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_follow_label(inputs)
	if (locale === "ja") return ja_fedi_follow_label(inputs)
	if (locale === "ar") return ar_fedi_follow_label(inputs)
	return en_fedi_follow_label(inputs)
});