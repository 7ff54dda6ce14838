/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Export_TitleInputs */

const en_export_title = /** @type {(inputs: Export_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download my data`)
};

const fr_export_title = /** @type {(inputs: Export_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger mes données`)
};

const de_export_title = /** @type {(inputs: Export_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Daten herunterladen`)
};

const es_export_title = /** @type {(inputs: Export_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar mis datos`)
};

const pt_br2_export_title = /** @type {(inputs: Export_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baixar meus dados`)
};

const ja_export_title = /** @type {(inputs: Export_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`データをダウンロード`)
};

const ar_export_title = /** @type {(inputs: Export_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنزيل بياناتي`)
};

/**
* | output |
* | --- |
* | "Download my data" |
*
* @param {Export_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const export_title = /** @type {((inputs?: Export_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_export_title(inputs)
	if (locale === "de") return de_export_title(inputs)
	if (locale === "es") return es_export_title(inputs)
	if (locale === "pt-BR") return pt_br2_export_title(inputs)
	if (locale === "ja") return ja_export_title(inputs)
	if (locale === "ar") return ar_export_title(inputs)
	return en_export_title(inputs)
});