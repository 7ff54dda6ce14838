/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Leftb_Sub_ConfirmedInputs */

const en_leftb_sub_confirmed = /** @type {(inputs: Leftb_Sub_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New stories by ${i?.name} will come to your inbox.`)
};

const fr_leftb_sub_confirmed = /** @type {(inputs: Leftb_Sub_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les nouvelles histoires de ${i?.name} arriveront dans votre boîte de réception.`)
};

const de_leftb_sub_confirmed = /** @type {(inputs: Leftb_Sub_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neue Geschichten von ${i?.name} kommen jetzt in Ihr Postfach.`)
};

const es_leftb_sub_confirmed = /** @type {(inputs: Leftb_Sub_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las nuevas historias de ${i?.name} llegarán a tu bandeja de entrada.`)
};

const pt_br2_leftb_sub_confirmed = /** @type {(inputs: Leftb_Sub_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As novas histórias de ${i?.name} vão chegar à sua caixa de entrada.`)
};

const ja_leftb_sub_confirmed = /** @type {(inputs: Leftb_Sub_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}さんの新しいストーリーが受信トレイに届きます。`)
};

const ar_leftb_sub_confirmed = /** @type {(inputs: Leftb_Sub_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ستصل القصص الجديدة من ${i?.name} إلى بريدك الوارد.`)
};

/**
* | output |
* | --- |
* | "New stories by {name} will come to your inbox." |
*
* @param {Leftb_Sub_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_sub_confirmed = /** @type {((inputs: Leftb_Sub_ConfirmedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Sub_ConfirmedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_sub_confirmed(inputs)
	if (locale === "de") return de_leftb_sub_confirmed(inputs)
	if (locale === "es") return es_leftb_sub_confirmed(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_sub_confirmed(inputs)
	if (locale === "ja") return ja_leftb_sub_confirmed(inputs)
	if (locale === "ar") return ar_leftb_sub_confirmed(inputs)
	return en_leftb_sub_confirmed(inputs)
});