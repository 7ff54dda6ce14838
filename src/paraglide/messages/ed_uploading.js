/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_UploadingInputs */

const en_ed_uploading = /** @type {(inputs: Ed_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading…`)
};

const fr_ed_uploading = /** @type {(inputs: Ed_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi…`)
};

const de_ed_uploading = /** @type {(inputs: Ed_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird hochgeladen…`)
};

const es_ed_uploading = /** @type {(inputs: Ed_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subiendo…`)
};

const pt_br2_ed_uploading = /** @type {(inputs: Ed_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando…`)
};

const ja_ed_uploading = /** @type {(inputs: Ed_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アップロード中…`)
};

const ar_ed_uploading = /** @type {(inputs: Ed_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ الرفع…`)
};

/**
* | output |
* | --- |
* | "Uploading…" |
*
* @param {Ed_UploadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_uploading = /** @type {((inputs?: Ed_UploadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_UploadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_uploading(inputs)
	if (locale === "de") return de_ed_uploading(inputs)
	if (locale === "es") return es_ed_uploading(inputs)
	if (locale === "pt-BR") return pt_br2_ed_uploading(inputs)
	if (locale === "ja") return ja_ed_uploading(inputs)
	if (locale === "ar") return ar_ed_uploading(inputs)
	return en_ed_uploading(inputs)
});