/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown> }} St_Choose_MoreInputs */

const en_st_choose_more = /** @type {(inputs: St_Choose_MoreInputs) => LocalizedString} */ (i) => {const c = registry.plural("en", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`Choose ${i?.n} more.`);
	return /** @type {LocalizedString} */ (`Choose ${i?.n} more.`)
	
};

const fr_st_choose_more = /** @type {(inputs: St_Choose_MoreInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`Choisissez-en encore ${i?.n}.`);
	return /** @type {LocalizedString} */ (`Choisissez-en encore ${i?.n}.`)
	
};

const de_st_choose_more = /** @type {(inputs: St_Choose_MoreInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`Wählen Sie noch ${i?.n}.`);
	return /** @type {LocalizedString} */ (`Wählen Sie noch ${i?.n}.`)
	
};

const es_st_choose_more = /** @type {(inputs: St_Choose_MoreInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`Elige ${i?.n} más.`);
	return /** @type {LocalizedString} */ (`Elige ${i?.n} más.`)
	
};

const pt_br2_st_choose_more = /** @type {(inputs: St_Choose_MoreInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`Escolha mais ${i?.n}.`);
	return /** @type {LocalizedString} */ (`Escolha mais ${i?.n}.`)
	
};

const ja_st_choose_more = /** @type {(inputs: St_Choose_MoreInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`あと${i?.n}つ選んでください。`)
};

const ar_st_choose_more = /** @type {(inputs: St_Choose_MoreInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "zero") return /** @type {LocalizedString} */ (`اختر ${i?.n} أخرى.`);
	if (c === "one") return /** @type {LocalizedString} */ (`اختر واحدًا آخر.`);
	if (c === "two") return /** @type {LocalizedString} */ (`اختر اثنين آخرين.`);
	if (c === "few") return /** @type {LocalizedString} */ (`اختر ${i?.n} أخرى.`);
	if (c === "many") return /** @type {LocalizedString} */ (`اختر ${i?.n} أخرى.`);
	return /** @type {LocalizedString} */ (`اختر ${i?.n} أخرى.`)
	
};

/**
* | c | output |
* | --- | --- |
* | "one" | "Choose {n} more." |
* | * | "Choose {n} more." |
*
* @param {St_Choose_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_choose_more = /** @type {((inputs: St_Choose_MoreInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Choose_MoreInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_choose_more(inputs)
	if (locale === "de") return de_st_choose_more(inputs)
	if (locale === "es") return es_st_choose_more(inputs)
	if (locale === "pt-BR") return pt_br2_st_choose_more(inputs)
	if (locale === "ja") return ja_st_choose_more(inputs)
	if (locale === "ar") return ar_st_choose_more(inputs)
	return en_st_choose_more(inputs)
});