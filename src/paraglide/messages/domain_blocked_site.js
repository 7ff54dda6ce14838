/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domain: NonNullable<unknown> }} Domain_Blocked_SiteInputs */

const en_domain_blocked_site = /** @type {(inputs: Domain_Blocked_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} is blocked for the whole site`)
};

const fr_domain_blocked_site = /** @type {(inputs: Domain_Blocked_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} est bloqué pour tout le site`)
};

const de_domain_blocked_site = /** @type {(inputs: Domain_Blocked_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} ist für die ganze Website gesperrt`)
};

const es_domain_blocked_site = /** @type {(inputs: Domain_Blocked_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} está bloqueado para todo el sitio`)
};

const pt_br2_domain_blocked_site = /** @type {(inputs: Domain_Blocked_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} está bloqueado para todo o site`)
};

const ja_domain_blocked_site = /** @type {(inputs: Domain_Blocked_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} をサイト全体でブロックしました`)
};

const ar_domain_blocked_site = /** @type {(inputs: Domain_Blocked_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حُظر ${i?.domain} على الموقع كله`)
};

/**
* | output |
* | --- |
* | "{domain} is blocked for the whole site" |
*
* @param {Domain_Blocked_SiteInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const domain_blocked_site = /** @type {((inputs: Domain_Blocked_SiteInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Domain_Blocked_SiteInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_domain_blocked_site(inputs)
	if (locale === "de") return de_domain_blocked_site(inputs)
	if (locale === "es") return es_domain_blocked_site(inputs)
	if (locale === "pt-BR") return pt_br2_domain_blocked_site(inputs)
	if (locale === "ja") return ja_domain_blocked_site(inputs)
	if (locale === "ar") return ar_domain_blocked_site(inputs)
	return en_domain_blocked_site(inputs)
});