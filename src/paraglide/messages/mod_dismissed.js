/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_DismissedInputs */

const en_mod_dismissed = /** @type {(inputs: Mod_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reports dismissed: the story stays`)
};

const fr_mod_dismissed = /** @type {(inputs: Mod_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signalements classés : l’histoire reste`)
};

const de_mod_dismissed = /** @type {(inputs: Mod_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meldungen verworfen: Die Geschichte bleibt`)
};

const es_mod_dismissed = /** @type {(inputs: Mod_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denuncias descartadas: la historia se queda`)
};

const pt_br2_mod_dismissed = /** @type {(inputs: Mod_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denúncias descartadas: a história permanece`)
};

const ja_mod_dismissed = /** @type {(inputs: Mod_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通報を却下しました。ストーリーはそのまま残ります`)
};

const ar_mod_dismissed = /** @type {(inputs: Mod_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رُفضت البلاغات: تبقى القصة`)
};

/**
* | output |
* | --- |
* | "Reports dismissed: the story stays" |
*
* @param {Mod_DismissedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_dismissed = /** @type {((inputs?: Mod_DismissedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_DismissedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_dismissed(inputs)
	if (locale === "de") return de_mod_dismissed(inputs)
	if (locale === "es") return es_mod_dismissed(inputs)
	if (locale === "pt-BR") return pt_br2_mod_dismissed(inputs)
	if (locale === "ja") return ja_mod_dismissed(inputs)
	if (locale === "ar") return ar_mod_dismissed(inputs)
	return en_mod_dismissed(inputs)
});