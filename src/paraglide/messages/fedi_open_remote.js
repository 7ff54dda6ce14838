/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fedi_Open_RemoteInputs */

const en_fedi_open_remote = /** @type {(inputs: Fedi_Open_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open on their server`)
};

const fr_fedi_open_remote = /** @type {(inputs: Fedi_Open_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir sur son serveur`)
};

const de_fedi_open_remote = /** @type {(inputs: Fedi_Open_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf dem Server öffnen`)
};

const es_fedi_open_remote = /** @type {(inputs: Fedi_Open_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir en su servidor`)
};

const pt_br2_fedi_open_remote = /** @type {(inputs: Fedi_Open_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir no servidor de origem`)
};

const ja_fedi_open_remote = /** @type {(inputs: Fedi_Open_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`元のサーバーで開く`)
};

const ar_fedi_open_remote = /** @type {(inputs: Fedi_Open_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فتح على خادمه`)
};

/**
* | output |
* | --- |
* | "Open on their server" |
*
* @param {Fedi_Open_RemoteInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_open_remote = /** @type {((inputs?: Fedi_Open_RemoteInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_Open_RemoteInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_open_remote(inputs)
	if (locale === "de") return de_fedi_open_remote(inputs)
	if (locale === "es") return es_fedi_open_remote(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_open_remote(inputs)
	if (locale === "ja") return ja_fedi_open_remote(inputs)
	if (locale === "ar") return ar_fedi_open_remote(inputs)
	return en_fedi_open_remote(inputs)
});