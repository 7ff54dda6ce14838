/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nl_Read_On_SiteInputs */

const en_nl_read_on_site = /** @type {(inputs: Nl_Read_On_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read on the site`)
};

const fr_nl_read_on_site = /** @type {(inputs: Nl_Read_On_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire la suite sur le site`)
};

const de_nl_read_on_site = /** @type {(inputs: Nl_Read_On_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf der Website weiterlesen`)
};

const es_nl_read_on_site = /** @type {(inputs: Nl_Read_On_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguir leyendo en el sitio`)
};

const pt_br2_nl_read_on_site = /** @type {(inputs: Nl_Read_On_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar lendo no site`)
};

const ja_nl_read_on_site = /** @type {(inputs: Nl_Read_On_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サイトで続きを読む`)
};

const ar_nl_read_on_site = /** @type {(inputs: Nl_Read_On_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تابع القراءة على الموقع`)
};

/**
* | output |
* | --- |
* | "Read on the site" |
*
* @param {Nl_Read_On_SiteInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nl_read_on_site = /** @type {((inputs?: Nl_Read_On_SiteInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nl_Read_On_SiteInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nl_read_on_site(inputs)
	if (locale === "de") return de_nl_read_on_site(inputs)
	if (locale === "es") return es_nl_read_on_site(inputs)
	if (locale === "pt-BR") return pt_br2_nl_read_on_site(inputs)
	if (locale === "ja") return ja_nl_read_on_site(inputs)
	if (locale === "ar") return ar_nl_read_on_site(inputs)
	return en_nl_read_on_site(inputs)
});