/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fedi_Following_NoneInputs */

const en_fedi_following_none = /** @type {(inputs: Fedi_Following_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You follow no one on other servers yet.`)
};

const fr_fedi_following_none = /** @type {(inputs: Fedi_Following_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne suivez encore personne sur d’autres serveurs.`)
};

const de_fedi_following_none = /** @type {(inputs: Fedi_Following_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du folgst noch niemandem auf anderen Servern.`)
};

const es_fedi_following_none = /** @type {(inputs: Fedi_Following_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no sigues a nadie de otros servidores.`)
};

const pt_br2_fedi_following_none = /** @type {(inputs: Fedi_Following_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você ainda não segue ninguém em outros servidores.`)
};

const ja_fedi_following_none = /** @type {(inputs: Fedi_Following_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ほかのサーバーでフォローしている人はまだいません。`)
};

const ar_fedi_following_none = /** @type {(inputs: Fedi_Following_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا تتابع أحدًا على خوادم أخرى بعد.`)
};

/**
* | output |
* | --- |
* | "You follow no one on other servers yet." |
*
* @param {Fedi_Following_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_following_none = /** @type {((inputs?: Fedi_Following_NoneInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_Following_NoneInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_following_none(inputs)
	if (locale === "de") return de_fedi_following_none(inputs)
	if (locale === "es") return es_fedi_following_none(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_following_none(inputs)
	if (locale === "ja") return ja_fedi_following_none(inputs)
	if (locale === "ar") return ar_fedi_following_none(inputs)
	return en_fedi_following_none(inputs)
});