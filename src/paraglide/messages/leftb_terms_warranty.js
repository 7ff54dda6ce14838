/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Terms_WarrantyInputs */

const en_leftb_terms_warranty = /** @type {(inputs: Leftb_Terms_WarrantyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The site is provided as it is. We work to keep it available and your writing safe, but we cannot promise it will never be interrupted.`)
};

const fr_leftb_terms_warranty = /** @type {(inputs: Leftb_Terms_WarrantyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le site est fourni en l’état. Nous faisons en sorte qu’il reste disponible et que vos écrits soient en sécurité, mais nous ne pouvons pas promettre qu’il ne sera jamais interrompu.`)
};

const de_leftb_terms_warranty = /** @type {(inputs: Leftb_Terms_WarrantyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Website wird so bereitgestellt, wie sie ist. Wir arbeiten daran, sie verfügbar und Ihre Texte sicher zu halten, können aber nicht versprechen, dass sie nie unterbrochen wird.`)
};

const es_leftb_terms_warranty = /** @type {(inputs: Leftb_Terms_WarrantyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El sitio se ofrece tal cual. Trabajamos para mantenerlo disponible y tus textos a salvo, pero no podemos prometer que nunca se interrumpa.`)
};

const pt_br2_leftb_terms_warranty = /** @type {(inputs: Leftb_Terms_WarrantyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O site é oferecido no estado em que se encontra. Trabalhamos para mantê-lo disponível e seus textos seguros, mas não podemos prometer que ele nunca será interrompido.`)
};

const ja_leftb_terms_warranty = /** @type {(inputs: Leftb_Terms_WarrantyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このサイトは現状のまま提供されます。サイトを利用可能に保ち、あなたの文章を安全に守るよう努めていますが、中断が一切ないことはお約束できません。`)
};

const ar_leftb_terms_warranty = /** @type {(inputs: Leftb_Terms_WarrantyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُقدَّم الموقع على حالته. نعمل على إبقائه متاحًا وعلى حفظ كتاباتك بأمان، لكننا لا نستطيع أن نعد بألا يتوقف أبدًا.`)
};

/**
* | output |
* | --- |
* | "The site is provided as it is. We work to keep it available and your writing safe, but we cannot promise it will never be interrupted." |
*
* @param {Leftb_Terms_WarrantyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_terms_warranty = /** @type {((inputs?: Leftb_Terms_WarrantyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Terms_WarrantyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_terms_warranty(inputs)
	if (locale === "de") return de_leftb_terms_warranty(inputs)
	if (locale === "es") return es_leftb_terms_warranty(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_terms_warranty(inputs)
	if (locale === "ja") return ja_leftb_terms_warranty(inputs)
	if (locale === "ar") return ar_leftb_terms_warranty(inputs)
	return en_leftb_terms_warranty(inputs)
});