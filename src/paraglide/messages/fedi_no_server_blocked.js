/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fedi_No_Server_BlockedInputs */

const en_fedi_no_server_blocked = /** @type {(inputs: Fedi_No_Server_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No server is blocked.`)
};

const fr_fedi_no_server_blocked = /** @type {(inputs: Fedi_No_Server_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun serveur n’est bloqué.`)
};

const de_fedi_no_server_blocked = /** @type {(inputs: Fedi_No_Server_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Server ist blockiert.`)
};

const es_fedi_no_server_blocked = /** @type {(inputs: Fedi_No_Server_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ningún servidor bloqueado.`)
};

const pt_br2_fedi_no_server_blocked = /** @type {(inputs: Fedi_No_Server_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum servidor está bloqueado.`)
};

const ja_fedi_no_server_blocked = /** @type {(inputs: Fedi_No_Server_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ブロックしているサーバーはありません。`)
};

const ar_fedi_no_server_blocked = /** @type {(inputs: Fedi_No_Server_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد خادم محظور.`)
};

/**
* | output |
* | --- |
* | "No server is blocked." |
*
* @param {Fedi_No_Server_BlockedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_no_server_blocked = /** @type {((inputs?: Fedi_No_Server_BlockedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_No_Server_BlockedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_no_server_blocked(inputs)
	if (locale === "de") return de_fedi_no_server_blocked(inputs)
	if (locale === "es") return es_fedi_no_server_blocked(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_no_server_blocked(inputs)
	if (locale === "ja") return ja_fedi_no_server_blocked(inputs)
	if (locale === "ar") return ar_fedi_no_server_blocked(inputs)
	return en_fedi_no_server_blocked(inputs)
});