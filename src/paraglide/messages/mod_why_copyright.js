/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Why_CopyrightInputs */

const en_mod_why_copyright = /** @type {(inputs: Mod_Why_CopyrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copyright`)
};

const fr_mod_why_copyright = /** @type {(inputs: Mod_Why_CopyrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Droit d’auteur`)
};

const de_mod_why_copyright = /** @type {(inputs: Mod_Why_CopyrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Urheberrecht`)
};

const es_mod_why_copyright = /** @type {(inputs: Mod_Why_CopyrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Derechos de autor`)
};

const pt_br2_mod_why_copyright = /** @type {(inputs: Mod_Why_CopyrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Direitos autorais`)
};

const ja_mod_why_copyright = /** @type {(inputs: Mod_Why_CopyrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`著作権`)
};

const ar_mod_why_copyright = /** @type {(inputs: Mod_Why_CopyrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حقوق النشر`)
};

/**
* | output |
* | --- |
* | "Copyright" |
*
* @param {Mod_Why_CopyrightInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_why_copyright = /** @type {((inputs?: Mod_Why_CopyrightInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Why_CopyrightInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_why_copyright(inputs)
	if (locale === "de") return de_mod_why_copyright(inputs)
	if (locale === "es") return es_mod_why_copyright(inputs)
	if (locale === "pt-BR") return pt_br2_mod_why_copyright(inputs)
	if (locale === "ja") return ja_mod_why_copyright(inputs)
	if (locale === "ar") return ar_mod_why_copyright(inputs)
	return en_mod_why_copyright(inputs)
});