/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Terms_Forbidden_AttacksInputs */

const en_leftb_terms_forbidden_attacks = /** @type {(inputs: Leftb_Terms_Forbidden_AttacksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attacking the site or its users, or using it to break the law.`)
};

const fr_leftb_terms_forbidden_attacks = /** @type {(inputs: Leftb_Terms_Forbidden_AttacksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les attaques contre le site ou ses utilisateurs, ou son utilisation pour enfreindre la loi.`)
};

const de_leftb_terms_forbidden_attacks = /** @type {(inputs: Leftb_Terms_Forbidden_AttacksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angriffe auf die Website oder ihre Nutzer oder die Nutzung der Website für Gesetzesverstöße.`)
};

const es_leftb_terms_forbidden_attacks = /** @type {(inputs: Leftb_Terms_Forbidden_AttacksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atacar el sitio o a sus usuarios, o usarlo para infringir la ley.`)
};

const pt_br2_leftb_terms_forbidden_attacks = /** @type {(inputs: Leftb_Terms_Forbidden_AttacksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atacar o site ou seus usuários, ou usá-lo para violar a lei.`)
};

const ja_leftb_terms_forbidden_attacks = /** @type {(inputs: Leftb_Terms_Forbidden_AttacksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サイトやその利用者を攻撃すること、またはサイトを使って法律に違反すること。`)
};

const ar_leftb_terms_forbidden_attacks = /** @type {(inputs: Leftb_Terms_Forbidden_AttacksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مهاجمة الموقع أو مستخدميه، أو استخدامه لمخالفة القانون.`)
};

/**
* | output |
* | --- |
* | "Attacking the site or its users, or using it to break the law." |
*
* @param {Leftb_Terms_Forbidden_AttacksInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_terms_forbidden_attacks = /** @type {((inputs?: Leftb_Terms_Forbidden_AttacksInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Terms_Forbidden_AttacksInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_terms_forbidden_attacks(inputs)
	if (locale === "de") return de_leftb_terms_forbidden_attacks(inputs)
	if (locale === "es") return es_leftb_terms_forbidden_attacks(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_terms_forbidden_attacks(inputs)
	if (locale === "ja") return ja_leftb_terms_forbidden_attacks(inputs)
	if (locale === "ar") return ar_leftb_terms_forbidden_attacks(inputs)
	return en_leftb_terms_forbidden_attacks(inputs)
});