/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_MoreInputs */

const en_share_more = /** @type {(inputs: Share_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More…`)
};

const fr_share_more = /** @type {(inputs: Share_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus…`)
};

const de_share_more = /** @type {(inputs: Share_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mehr…`)
};

const es_share_more = /** @type {(inputs: Share_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más…`)
};

const pt_br2_share_more = /** @type {(inputs: Share_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mais…`)
};

const ja_share_more = /** @type {(inputs: Share_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`その他…`)
};

const ar_share_more = /** @type {(inputs: Share_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المزيد…`)
};

/**
* | output |
* | --- |
* | "More…" |
*
* @param {Share_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const share_more = /** @type {((inputs?: Share_MoreInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_MoreInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_share_more(inputs)
	if (locale === "de") return de_share_more(inputs)
	if (locale === "es") return es_share_more(inputs)
	if (locale === "pt-BR") return pt_br2_share_more(inputs)
	if (locale === "ja") return ja_share_more(inputs)
	if (locale === "ar") return ar_share_more(inputs)
	return en_share_more(inputs)
});