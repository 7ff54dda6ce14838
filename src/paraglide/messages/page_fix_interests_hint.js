/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Interests_HintInputs */

const en_page_fix_interests_hint = /** @type {(inputs: Page_Fix_Interests_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least three topics. Your home page starts with them, and you can change them any time.`)
};

const fr_page_fix_interests_hint = /** @type {(inputs: Page_Fix_Interests_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins trois sujets. Votre page d'accueil commence par eux, et vous pouvez les changer à tout moment.`)
};

const de_page_fix_interests_hint = /** @type {(inputs: Page_Fix_Interests_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie mindestens drei Themen. Ihre Startseite beginnt mit ihnen, und Sie können sie jederzeit ändern.`)
};

const es_page_fix_interests_hint = /** @type {(inputs: Page_Fix_Interests_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige al menos tres temas. Tu página de inicio empieza por ellos y puedes cambiarlos cuando quieras.`)
};

const pt_br2_page_fix_interests_hint = /** @type {(inputs: Page_Fix_Interests_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha pelo menos três temas. Sua página inicial começa com eles, e você pode mudá-los quando quiser.`)
};

const ja_page_fix_interests_hint = /** @type {(inputs: Page_Fix_Interests_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`トピックを 3 つ以上選んでください。ホームはそこから始まり、いつでも変更できます。`)
};

const ar_page_fix_interests_hint = /** @type {(inputs: Page_Fix_Interests_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر ثلاثة مواضيع على الأقل. تبدأ صفحتك الرئيسية بها، ويمكنك تغييرها متى شئت.`)
};

/**
* | output |
* | --- |
* | "Choose at least three topics. Your home page starts with them, and you can change them any time." |
*
* @param {Page_Fix_Interests_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_interests_hint = /** @type {((inputs?: Page_Fix_Interests_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Interests_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_interests_hint(inputs)
	if (locale === "de") return de_page_fix_interests_hint(inputs)
	if (locale === "es") return es_page_fix_interests_hint(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_interests_hint(inputs)
	if (locale === "ja") return ja_page_fix_interests_hint(inputs)
	if (locale === "ar") return ar_page_fix_interests_hint(inputs)
	return en_page_fix_interests_hint(inputs)
});