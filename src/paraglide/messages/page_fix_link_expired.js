/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Link_ExpiredInputs */

const en_page_fix_link_expired = /** @type {(inputs: Page_Fix_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link expired?`)
};

const fr_page_fix_link_expired = /** @type {(inputs: Page_Fix_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien expiré ?`)
};

const de_page_fix_link_expired = /** @type {(inputs: Page_Fix_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link abgelaufen?`)
};

const es_page_fix_link_expired = /** @type {(inputs: Page_Fix_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿El enlace caducó?`)
};

const pt_br2_page_fix_link_expired = /** @type {(inputs: Page_Fix_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link expirado?`)
};

const ja_page_fix_link_expired = /** @type {(inputs: Page_Fix_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リンクの期限が切れましたか？`)
};

const ar_page_fix_link_expired = /** @type {(inputs: Page_Fix_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت صلاحية الرابط؟`)
};

/**
* | output |
* | --- |
* | "Link expired?" |
*
* @param {Page_Fix_Link_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_link_expired = /** @type {((inputs?: Page_Fix_Link_ExpiredInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Link_ExpiredInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_link_expired(inputs)
	if (locale === "de") return de_page_fix_link_expired(inputs)
	if (locale === "es") return es_page_fix_link_expired(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_link_expired(inputs)
	if (locale === "ja") return ja_page_fix_link_expired(inputs)
	if (locale === "ar") return ar_page_fix_link_expired(inputs)
	return en_page_fix_link_expired(inputs)
});