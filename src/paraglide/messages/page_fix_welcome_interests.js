/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Page_Fix_Welcome_InterestsInputs */

const en_page_fix_welcome_interests = /** @type {(inputs: Page_Fix_Welcome_InterestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome, ${i?.name}! What do you like to read?`)
};

const fr_page_fix_welcome_interests = /** @type {(inputs: Page_Fix_Welcome_InterestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bienvenue, ${i?.name} ! Qu'aimez-vous lire ?`)
};

const de_page_fix_welcome_interests = /** @type {(inputs: Page_Fix_Welcome_InterestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Willkommen, ${i?.name}! Was lesen Sie gern?`)
};

const es_page_fix_welcome_interests = /** @type {(inputs: Page_Fix_Welcome_InterestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Te damos la bienvenida, ${i?.name}! ¿Qué te gusta leer?`)
};

const pt_br2_page_fix_welcome_interests = /** @type {(inputs: Page_Fix_Welcome_InterestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Boas-vindas, ${i?.name}! O que você gosta de ler?`)
};

const ja_page_fix_welcome_interests = /** @type {(inputs: Page_Fix_Welcome_InterestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ようこそ、${i?.name} さん！どんなものを読みたいですか？`)
};

const ar_page_fix_welcome_interests = /** @type {(inputs: Page_Fix_Welcome_InterestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أهلًا بك يا ${i?.name}! ماذا تحب أن تقرأ؟`)
};

/**
* | output |
* | --- |
* | "Welcome, {name}! What do you like to read?" |
*
* @param {Page_Fix_Welcome_InterestsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_welcome_interests = /** @type {((inputs: Page_Fix_Welcome_InterestsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Welcome_InterestsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_welcome_interests(inputs)
	if (locale === "de") return de_page_fix_welcome_interests(inputs)
	if (locale === "es") return es_page_fix_welcome_interests(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_welcome_interests(inputs)
	if (locale === "ja") return ja_page_fix_welcome_interests(inputs)
	if (locale === "ar") return ar_page_fix_welcome_interests(inputs)
	return en_page_fix_welcome_interests(inputs)
});