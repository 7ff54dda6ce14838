/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Privacy_Store_ChoicesInputs */

const en_leftb_privacy_store_choices = /** @type {(inputs: Leftb_Privacy_Store_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your choices: interests, theme and light or dark mode.`)
};

const fr_leftb_privacy_store_choices = /** @type {(inputs: Leftb_Privacy_Store_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos choix : centres d’intérêt, thème et mode clair ou sombre.`)
};

const de_leftb_privacy_store_choices = /** @type {(inputs: Leftb_Privacy_Store_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Einstellungen: Interessen, Design sowie heller oder dunkler Modus.`)
};

const es_leftb_privacy_store_choices = /** @type {(inputs: Leftb_Privacy_Store_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus preferencias: intereses, tema y modo claro u oscuro.`)
};

const pt_br2_leftb_privacy_store_choices = /** @type {(inputs: Leftb_Privacy_Store_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suas escolhas: interesses, tema e modo claro ou escuro.`)
};

const ja_leftb_privacy_store_choices = /** @type {(inputs: Leftb_Privacy_Store_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたの設定：興味のあるトピック、テーマ、ライトモードまたはダークモード。`)
};

const ar_leftb_privacy_store_choices = /** @type {(inputs: Leftb_Privacy_Store_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختياراتك: اهتماماتك، والسمة، والوضع الفاتح أو الداكن.`)
};

/**
* | output |
* | --- |
* | "Your choices: interests, theme and light or dark mode." |
*
* @param {Leftb_Privacy_Store_ChoicesInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_privacy_store_choices = /** @type {((inputs?: Leftb_Privacy_Store_ChoicesInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Privacy_Store_ChoicesInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_privacy_store_choices(inputs)
	if (locale === "de") return de_leftb_privacy_store_choices(inputs)
	if (locale === "es") return es_leftb_privacy_store_choices(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_privacy_store_choices(inputs)
	if (locale === "ja") return ja_leftb_privacy_store_choices(inputs)
	if (locale === "ar") return ar_leftb_privacy_store_choices(inputs)
	return en_leftb_privacy_store_choices(inputs)
});