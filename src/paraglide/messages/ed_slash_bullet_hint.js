/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Slash_Bullet_HintInputs */

const en_ed_slash_bullet_hint = /** @type {(inputs: Ed_Slash_Bullet_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points in any order`)
};

const fr_ed_slash_bullet_hint = /** @type {(inputs: Ed_Slash_Bullet_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des points dans n’importe quel ordre`)
};

const de_ed_slash_bullet_hint = /** @type {(inputs: Ed_Slash_Bullet_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkte in beliebiger Reihenfolge`)
};

const es_ed_slash_bullet_hint = /** @type {(inputs: Ed_Slash_Bullet_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos en cualquier orden`)
};

const pt_br2_ed_slash_bullet_hint = /** @type {(inputs: Ed_Slash_Bullet_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itens em qualquer ordem`)
};

const ja_ed_slash_bullet_hint = /** @type {(inputs: Ed_Slash_Bullet_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`順不同の項目`)
};

const ar_ed_slash_bullet_hint = /** @type {(inputs: Ed_Slash_Bullet_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نقاط بأي ترتيب`)
};

/**
* | output |
* | --- |
* | "Points in any order" |
*
* @param {Ed_Slash_Bullet_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_slash_bullet_hint = /** @type {((inputs?: Ed_Slash_Bullet_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Slash_Bullet_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_slash_bullet_hint(inputs)
	if (locale === "de") return de_ed_slash_bullet_hint(inputs)
	if (locale === "es") return es_ed_slash_bullet_hint(inputs)
	if (locale === "pt-BR") return pt_br2_ed_slash_bullet_hint(inputs)
	if (locale === "ja") return ja_ed_slash_bullet_hint(inputs)
	if (locale === "ar") return ar_ed_slash_bullet_hint(inputs)
	return en_ed_slash_bullet_hint(inputs)
});