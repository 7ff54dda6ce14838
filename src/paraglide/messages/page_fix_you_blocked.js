/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Page_Fix_You_BlockedInputs */

const en_page_fix_you_blocked = /** @type {(inputs: Page_Fix_You_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You blocked ${i?.name}: their stories are hidden from you.`)
};

const fr_page_fix_you_blocked = /** @type {(inputs: Page_Fix_You_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez bloqué ${i?.name} : ses histoires vous sont masquées.`)
};

const de_page_fix_you_blocked = /** @type {(inputs: Page_Fix_You_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben ${i?.name} blockiert: die Geschichten sind für Sie ausgeblendet.`)
};

const es_page_fix_you_blocked = /** @type {(inputs: Page_Fix_You_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bloqueaste a ${i?.name}: sus historias están ocultas para ti.`)
};

const pt_br2_page_fix_you_blocked = /** @type {(inputs: Page_Fix_You_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você bloqueou ${i?.name}: as histórias dessa pessoa ficam ocultas para você.`)
};

const ja_page_fix_you_blocked = /** @type {(inputs: Page_Fix_You_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} さんをブロックしたため、ストーリーは表示されません。`)
};

const ar_page_fix_you_blocked = /** @type {(inputs: Page_Fix_You_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حظرتَ ${i?.name}: قصصه مخفية عنك.`)
};

/**
* | output |
* | --- |
* | "You blocked {name}: their stories are hidden from you." |
*
* @param {Page_Fix_You_BlockedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_you_blocked = /** @type {((inputs: Page_Fix_You_BlockedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_You_BlockedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_you_blocked(inputs)
	if (locale === "de") return de_page_fix_you_blocked(inputs)
	if (locale === "es") return es_page_fix_you_blocked(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_you_blocked(inputs)
	if (locale === "ja") return ja_page_fix_you_blocked(inputs)
	if (locale === "ar") return ar_page_fix_you_blocked(inputs)
	return en_page_fix_you_blocked(inputs)
});