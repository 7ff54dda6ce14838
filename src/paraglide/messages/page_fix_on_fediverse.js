/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Page_Fix_On_FediverseInputs */

const en_page_fix_on_fediverse = /** @type {(inputs: Page_Fix_On_FediverseInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("en", i?.count, {});return /** @type {LocalizedString} */ (`on the fediverse`)
};

const fr_page_fix_on_fediverse = /** @type {(inputs: Page_Fix_On_FediverseInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("fr", i?.count, {});return /** @type {LocalizedString} */ (`sur le fédivers`)
};

const de_page_fix_on_fediverse = /** @type {(inputs: Page_Fix_On_FediverseInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("de", i?.count, {});return /** @type {LocalizedString} */ (`im Fediverse`)
};

const es_page_fix_on_fediverse = /** @type {(inputs: Page_Fix_On_FediverseInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("es", i?.count, {});return /** @type {LocalizedString} */ (`en el fediverso`)
};

const pt_br2_page_fix_on_fediverse = /** @type {(inputs: Page_Fix_On_FediverseInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("pt-BR", i?.count, {});return /** @type {LocalizedString} */ (`no fediverso`)
};

const ja_page_fix_on_fediverse = /** @type {(inputs: Page_Fix_On_FediverseInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`Fediverse 上`)
};

const ar_page_fix_on_fediverse = /** @type {(inputs: Page_Fix_On_FediverseInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ar", i?.count, {});return /** @type {LocalizedString} */ (`على الفيديفيرس`)
};

/**
* | c | output |
* | --- | --- |
* | * | "on the fediverse" |
*
* @param {Page_Fix_On_FediverseInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_on_fediverse = /** @type {((inputs: Page_Fix_On_FediverseInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_On_FediverseInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_on_fediverse(inputs)
	if (locale === "de") return de_page_fix_on_fediverse(inputs)
	if (locale === "es") return es_page_fix_on_fediverse(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_on_fediverse(inputs)
	if (locale === "ja") return ja_page_fix_on_fediverse(inputs)
	if (locale === "ar") return ar_page_fix_on_fediverse(inputs)
	return en_page_fix_on_fediverse(inputs)
});