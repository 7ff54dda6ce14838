/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Mod_ServersInputs */

const en_lefta_mod_servers = /** @type {(inputs: Lefta_Mod_ServersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blocked servers`)
};

const fr_lefta_mod_servers = /** @type {(inputs: Lefta_Mod_ServersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serveurs bloqués`)
};

const de_lefta_mod_servers = /** @type {(inputs: Lefta_Mod_ServersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blockierte Server`)
};

const es_lefta_mod_servers = /** @type {(inputs: Lefta_Mod_ServersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servidores bloqueados`)
};

const pt_br2_lefta_mod_servers = /** @type {(inputs: Lefta_Mod_ServersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servidores bloqueados`)
};

const ja_lefta_mod_servers = /** @type {(inputs: Lefta_Mod_ServersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ブロックしたサーバー`)
};

const ar_lefta_mod_servers = /** @type {(inputs: Lefta_Mod_ServersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الخوادم المحظورة`)
};

/**
* | output |
* | --- |
* | "Blocked servers" |
*
* @param {Lefta_Mod_ServersInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_servers = /** @type {((inputs?: Lefta_Mod_ServersInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_ServersInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_servers(inputs)
	if (locale === "de") return de_lefta_mod_servers(inputs)
	if (locale === "es") return es_lefta_mod_servers(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_servers(inputs)
	if (locale === "ja") return ja_lefta_mod_servers(inputs)
	if (locale === "ar") return ar_lefta_mod_servers(inputs)
	return en_lefta_mod_servers(inputs)
});