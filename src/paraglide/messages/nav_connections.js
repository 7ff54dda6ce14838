/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_ConnectionsInputs */

const en_nav_connections = /** @type {(inputs: Nav_ConnectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connections`)
};

const fr_nav_connections = /** @type {(inputs: Nav_ConnectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relations`)
};

const de_nav_connections = /** @type {(inputs: Nav_ConnectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verbindungen`)
};

const es_nav_connections = /** @type {(inputs: Nav_ConnectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conexiones`)
};

const pt_br2_nav_connections = /** @type {(inputs: Nav_ConnectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conexões`)
};

const ja_nav_connections = /** @type {(inputs: Nav_ConnectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`つながり`)
};

const ar_nav_connections = /** @type {(inputs: Nav_ConnectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصلات`)
};

/**
* | output |
* | --- |
* | "Connections" |
*
* @param {Nav_ConnectionsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_connections = /** @type {((inputs?: Nav_ConnectionsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ConnectionsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_connections(inputs)
	if (locale === "de") return de_nav_connections(inputs)
	if (locale === "es") return es_nav_connections(inputs)
	if (locale === "pt-BR") return pt_br2_nav_connections(inputs)
	if (locale === "ja") return ja_nav_connections(inputs)
	if (locale === "ar") return ar_nav_connections(inputs)
	return en_nav_connections(inputs)
});