/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown> }} Lefta_Mod_Report_CountInputs */

const en_lefta_mod_report_count = /** @type {(inputs: Lefta_Mod_Report_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("en", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} report`);
	return /** @type {LocalizedString} */ (`${i?.n} reports`)
	
};

const fr_lefta_mod_report_count = /** @type {(inputs: Lefta_Mod_Report_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} signalement`);
	return /** @type {LocalizedString} */ (`${i?.n} signalements`)
	
};

const de_lefta_mod_report_count = /** @type {(inputs: Lefta_Mod_Report_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} Meldung`);
	return /** @type {LocalizedString} */ (`${i?.n} Meldungen`)
	
};

const es_lefta_mod_report_count = /** @type {(inputs: Lefta_Mod_Report_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} denuncia`);
	return /** @type {LocalizedString} */ (`${i?.n} denuncias`)
	
};

const pt_br2_lefta_mod_report_count = /** @type {(inputs: Lefta_Mod_Report_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} denúncia`);
	return /** @type {LocalizedString} */ (`${i?.n} denúncias`)
	
};

const ja_lefta_mod_report_count = /** @type {(inputs: Lefta_Mod_Report_CountInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`報告 ${i?.n}件`)
};

const ar_lefta_mod_report_count = /** @type {(inputs: Lefta_Mod_Report_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "zero") return /** @type {LocalizedString} */ (`لا بلاغات`);
	if (c === "one") return /** @type {LocalizedString} */ (`بلاغ واحد`);
	if (c === "two") return /** @type {LocalizedString} */ (`بلاغان`);
	if (c === "few") return /** @type {LocalizedString} */ (`${i?.n} بلاغات`);
	if (c === "many") return /** @type {LocalizedString} */ (`${i?.n} بلاغًا`);
	return /** @type {LocalizedString} */ (`${i?.n} بلاغ`)
	
};

/**
* | c | output |
* | --- | --- |
* | "one" | "{n} report" |
* | * | "{n} reports" |
*
* @param {Lefta_Mod_Report_CountInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_report_count = /** @type {((inputs: Lefta_Mod_Report_CountInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_Report_CountInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_report_count(inputs)
	if (locale === "de") return de_lefta_mod_report_count(inputs)
	if (locale === "es") return es_lefta_mod_report_count(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_report_count(inputs)
	if (locale === "ja") return ja_lefta_mod_report_count(inputs)
	if (locale === "ar") return ar_lefta_mod_report_count(inputs)
	return en_lefta_mod_report_count(inputs)
});