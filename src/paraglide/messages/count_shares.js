/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown> }} Count_SharesInputs */

const en_count_shares = /** @type {(inputs: Count_SharesInputs) => LocalizedString} */ (i) => {const c = registry.plural("en", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} share`);
	return /** @type {LocalizedString} */ (`${i?.n} shares`)
	
};

const fr_count_shares = /** @type {(inputs: Count_SharesInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} partage`);
	return /** @type {LocalizedString} */ (`${i?.n} partages`)
	
};

const de_count_shares = /** @type {(inputs: Count_SharesInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} Teilung`);
	return /** @type {LocalizedString} */ (`${i?.n} Teilungen`)
	
};

const es_count_shares = /** @type {(inputs: Count_SharesInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} vez compartido`);
	return /** @type {LocalizedString} */ (`${i?.n} veces compartido`)
	
};

const pt_br2_count_shares = /** @type {(inputs: Count_SharesInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} compartilhamento`);
	return /** @type {LocalizedString} */ (`${i?.n} compartilhamentos`)
	
};

const ja_count_shares = /** @type {(inputs: Count_SharesInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`共有 ${i?.n}件`)
};

const ar_count_shares = /** @type {(inputs: Count_SharesInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "zero") return /** @type {LocalizedString} */ (`لا مشاركات`);
	if (c === "one") return /** @type {LocalizedString} */ (`مشاركة واحدة`);
	if (c === "two") return /** @type {LocalizedString} */ (`مشاركتان`);
	if (c === "few") return /** @type {LocalizedString} */ (`${i?.n} مشاركات`);
	if (c === "many") return /** @type {LocalizedString} */ (`${i?.n} مشاركة`);
	return /** @type {LocalizedString} */ (`${i?.n} مشاركة`)
	
};

/**
* | c | output |
* | --- | --- |
* | "one" | "{n} share" |
* | * | "{n} shares" |
*
* @param {Count_SharesInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const count_shares = /** @type {((inputs: Count_SharesInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Count_SharesInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_count_shares(inputs)
	if (locale === "de") return de_count_shares(inputs)
	if (locale === "es") return es_count_shares(inputs)
	if (locale === "pt-BR") return pt_br2_count_shares(inputs)
	if (locale === "ja") return ja_count_shares(inputs)
	if (locale === "ar") return ar_count_shares(inputs)
	return en_count_shares(inputs)
});