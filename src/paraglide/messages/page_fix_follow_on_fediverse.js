/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Follow_On_FediverseInputs */

const en_page_fix_follow_on_fediverse = /** @type {(inputs: Page_Fix_Follow_On_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow on the fediverse`)
};

const fr_page_fix_follow_on_fediverse = /** @type {(inputs: Page_Fix_Follow_On_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivre sur le fédivers`)
};

const de_page_fix_follow_on_fediverse = /** @type {(inputs: Page_Fix_Follow_On_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Im Fediverse folgen`)
};

const es_page_fix_follow_on_fediverse = /** @type {(inputs: Page_Fix_Follow_On_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguir en el fediverso`)
};

const pt_br2_page_fix_follow_on_fediverse = /** @type {(inputs: Page_Fix_Follow_On_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguir no fediverso`)
};

const ja_page_fix_follow_on_fediverse = /** @type {(inputs: Page_Fix_Follow_On_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fediverse でフォロー`)
};

const ar_page_fix_follow_on_fediverse = /** @type {(inputs: Page_Fix_Follow_On_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تابِع على الفيديفيرس`)
};

/**
* | output |
* | --- |
* | "Follow on the fediverse" |
*
* @param {Page_Fix_Follow_On_FediverseInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_follow_on_fediverse = /** @type {((inputs?: Page_Fix_Follow_On_FediverseInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Follow_On_FediverseInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_follow_on_fediverse(inputs)
	if (locale === "de") return de_page_fix_follow_on_fediverse(inputs)
	if (locale === "es") return es_page_fix_follow_on_fediverse(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_follow_on_fediverse(inputs)
	if (locale === "ja") return ja_page_fix_follow_on_fediverse(inputs)
	if (locale === "ar") return ar_page_fix_follow_on_fediverse(inputs)
	return en_page_fix_follow_on_fediverse(inputs)
});