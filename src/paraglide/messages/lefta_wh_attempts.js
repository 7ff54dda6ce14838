/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown> }} Lefta_Wh_AttemptsInputs */

const en_lefta_wh_attempts = /** @type {(inputs: Lefta_Wh_AttemptsInputs) => LocalizedString} */ (i) => {const c = registry.plural("en", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} attempt`);
	return /** @type {LocalizedString} */ (`${i?.n} attempts`)
	
};

const fr_lefta_wh_attempts = /** @type {(inputs: Lefta_Wh_AttemptsInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} tentative`);
	return /** @type {LocalizedString} */ (`${i?.n} tentatives`)
	
};

const de_lefta_wh_attempts = /** @type {(inputs: Lefta_Wh_AttemptsInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} Versuch`);
	return /** @type {LocalizedString} */ (`${i?.n} Versuche`)
	
};

const es_lefta_wh_attempts = /** @type {(inputs: Lefta_Wh_AttemptsInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} intento`);
	return /** @type {LocalizedString} */ (`${i?.n} intentos`)
	
};

const pt_br2_lefta_wh_attempts = /** @type {(inputs: Lefta_Wh_AttemptsInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} tentativa`);
	return /** @type {LocalizedString} */ (`${i?.n} tentativas`)
	
};

const ja_lefta_wh_attempts = /** @type {(inputs: Lefta_Wh_AttemptsInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`試行 ${i?.n}回`)
};

const ar_lefta_wh_attempts = /** @type {(inputs: Lefta_Wh_AttemptsInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "zero") return /** @type {LocalizedString} */ (`لا محاولات`);
	if (c === "one") return /** @type {LocalizedString} */ (`محاولة واحدة`);
	if (c === "two") return /** @type {LocalizedString} */ (`محاولتان`);
	if (c === "few") return /** @type {LocalizedString} */ (`${i?.n} محاولات`);
	if (c === "many") return /** @type {LocalizedString} */ (`${i?.n} محاولةً`);
	return /** @type {LocalizedString} */ (`${i?.n} محاولة`)
	
};

/**
* | c | output |
* | --- | --- |
* | "one" | "{n} attempt" |
* | * | "{n} attempts" |
*
* @param {Lefta_Wh_AttemptsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_attempts = /** @type {((inputs: Lefta_Wh_AttemptsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_AttemptsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_attempts(inputs)
	if (locale === "de") return de_lefta_wh_attempts(inputs)
	if (locale === "es") return es_lefta_wh_attempts(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_attempts(inputs)
	if (locale === "ja") return ja_lefta_wh_attempts(inputs)
	if (locale === "ar") return ar_lefta_wh_attempts(inputs)
	return en_lefta_wh_attempts(inputs)
});