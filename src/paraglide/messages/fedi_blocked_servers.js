/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fedi_Blocked_ServersInputs */

const en_fedi_blocked_servers = /** @type {(inputs: Fedi_Blocked_ServersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blocked servers`)
};

const fr_fedi_blocked_servers = /** @type {(inputs: Fedi_Blocked_ServersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serveurs bloqués`)
};

const de_fedi_blocked_servers = /** @type {(inputs: Fedi_Blocked_ServersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blockierte Server`)
};

const es_fedi_blocked_servers = /** @type {(inputs: Fedi_Blocked_ServersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servidores bloqueados`)
};

const pt_br2_fedi_blocked_servers = /** @type {(inputs: Fedi_Blocked_ServersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servidores bloqueados`)
};

const ja_fedi_blocked_servers = /** @type {(inputs: Fedi_Blocked_ServersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ブロックしたサーバー`)
};

const ar_fedi_blocked_servers = /** @type {(inputs: Fedi_Blocked_ServersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الخوادم المحظورة`)
};

/**
* | output |
* | --- |
* | "Blocked servers" |
*
* @param {Fedi_Blocked_ServersInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_blocked_servers = /** @type {((inputs?: Fedi_Blocked_ServersInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_Blocked_ServersInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_blocked_servers(inputs)
	if (locale === "de") return de_fedi_blocked_servers(inputs)
	if (locale === "es") return es_fedi_blocked_servers(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_blocked_servers(inputs)
	if (locale === "ja") return ja_fedi_blocked_servers(inputs)
	if (locale === "ar") return ar_fedi_blocked_servers(inputs)
	return en_fedi_blocked_servers(inputs)
});