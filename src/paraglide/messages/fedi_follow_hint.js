/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fedi_Follow_HintInputs */

const en_fedi_follow_hint = /** @type {(inputs: Fedi_Follow_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Their handle, or the address of their profile page.`)
};

const fr_fedi_follow_hint = /** @type {(inputs: Fedi_Follow_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Son identifiant, ou l’adresse de sa page de profil.`)
};

const de_fedi_follow_hint = /** @type {(inputs: Fedi_Follow_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Handle oder die Adresse der Profilseite.`)
};

const es_fedi_follow_hint = /** @type {(inputs: Fedi_Follow_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su identificador o la dirección de su página de perfil.`)
};

const pt_br2_fedi_follow_hint = /** @type {(inputs: Fedi_Follow_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O identificador da pessoa ou o endereço da página de perfil dela.`)
};

const ja_fedi_follow_hint = /** @type {(inputs: Fedi_Follow_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`相手のハンドル、またはプロフィールページのアドレス。`)
};

const ar_fedi_follow_hint = /** @type {(inputs: Fedi_Follow_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معرّفه، أو عنوان صفحة ملفه الشخصي.`)
};

/**
* | output |
* | --- |
* | "Their handle, or the address of their profile page." |
*
* @param {Fedi_Follow_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_follow_hint = /** @type {((inputs?: Fedi_Follow_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_Follow_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_follow_hint(inputs)
	if (locale === "de") return de_fedi_follow_hint(inputs)
	if (locale === "es") return es_fedi_follow_hint(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_follow_hint(inputs)
	if (locale === "ja") return ja_fedi_follow_hint(inputs)
	if (locale === "ar") return ar_fedi_follow_hint(inputs)
	return en_fedi_follow_hint(inputs)
});