/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown> }} Mod_DaysInputs */

const en_mod_days = /** @type {(inputs: Mod_DaysInputs) => LocalizedString} */ (i) => {const c = registry.plural("en", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} day`);
	return /** @type {LocalizedString} */ (`${i?.n} days`)
	
};

const fr_mod_days = /** @type {(inputs: Mod_DaysInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} jour`);
	return /** @type {LocalizedString} */ (`${i?.n} jours`)
	
};

const de_mod_days = /** @type {(inputs: Mod_DaysInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} Tag`);
	return /** @type {LocalizedString} */ (`${i?.n} Tage`)
	
};

const es_mod_days = /** @type {(inputs: Mod_DaysInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} día`);
	return /** @type {LocalizedString} */ (`${i?.n} días`)
	
};

const pt_br2_mod_days = /** @type {(inputs: Mod_DaysInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} dia`);
	return /** @type {LocalizedString} */ (`${i?.n} dias`)
	
};

const ja_mod_days = /** @type {(inputs: Mod_DaysInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.n}日`)
};

const ar_mod_days = /** @type {(inputs: Mod_DaysInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "zero") return /** @type {LocalizedString} */ (`${i?.n} يوم`);
	if (c === "one") return /** @type {LocalizedString} */ (`يوم واحد`);
	if (c === "two") return /** @type {LocalizedString} */ (`يومان`);
	if (c === "few") return /** @type {LocalizedString} */ (`${i?.n} أيام`);
	if (c === "many") return /** @type {LocalizedString} */ (`${i?.n} يومًا`);
	return /** @type {LocalizedString} */ (`${i?.n} يوم`)
	
};

/**
* | c | output |
* | --- | --- |
* | "one" | "{n} day" |
* | * | "{n} days" |
*
* @param {Mod_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_days = /** @type {((inputs: Mod_DaysInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_DaysInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_days(inputs)
	if (locale === "de") return de_mod_days(inputs)
	if (locale === "es") return es_mod_days(inputs)
	if (locale === "pt-BR") return pt_br2_mod_days(inputs)
	if (locale === "ja") return ja_mod_days(inputs)
	if (locale === "ar") return ar_mod_days(inputs)
	return en_mod_days(inputs)
});