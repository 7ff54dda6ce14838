/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown> }} Count_BoostsInputs */

const en_count_boosts = /** @type {(inputs: Count_BoostsInputs) => LocalizedString} */ (i) => {const c = registry.plural("en", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} boost`);
	return /** @type {LocalizedString} */ (`${i?.n} boosts`)
	
};

const fr_count_boosts = /** @type {(inputs: Count_BoostsInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} partage`);
	return /** @type {LocalizedString} */ (`${i?.n} partages`)
	
};

const de_count_boosts = /** @type {(inputs: Count_BoostsInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} Boost`);
	return /** @type {LocalizedString} */ (`${i?.n} Boosts`)
	
};

const es_count_boosts = /** @type {(inputs: Count_BoostsInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} impulso`);
	return /** @type {LocalizedString} */ (`${i?.n} impulsos`)
	
};

const pt_br2_count_boosts = /** @type {(inputs: Count_BoostsInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} impulso`);
	return /** @type {LocalizedString} */ (`${i?.n} impulsos`)
	
};

const ja_count_boosts = /** @type {(inputs: Count_BoostsInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`ブースト ${i?.n}件`)
};

const ar_count_boosts = /** @type {(inputs: Count_BoostsInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "zero") return /** @type {LocalizedString} */ (`لا تعزيزات`);
	if (c === "one") return /** @type {LocalizedString} */ (`تعزيز واحد`);
	if (c === "two") return /** @type {LocalizedString} */ (`تعزيزان`);
	if (c === "few") return /** @type {LocalizedString} */ (`${i?.n} تعزيزات`);
	if (c === "many") return /** @type {LocalizedString} */ (`${i?.n} تعزيزًا`);
	return /** @type {LocalizedString} */ (`${i?.n} تعزيز`)
	
};

/**
* | c | output |
* | --- | --- |
* | "one" | "{n} boost" |
* | * | "{n} boosts" |
*
* @param {Count_BoostsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const count_boosts = /** @type {((inputs: Count_BoostsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Count_BoostsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_count_boosts(inputs)
	if (locale === "de") return de_count_boosts(inputs)
	if (locale === "es") return es_count_boosts(inputs)
	if (locale === "pt-BR") return pt_br2_count_boosts(inputs)
	if (locale === "ja") return ja_count_boosts(inputs)
	if (locale === "ar") return ar_count_boosts(inputs)
	return en_count_boosts(inputs)
});