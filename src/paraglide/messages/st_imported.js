/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ imported: NonNullable<unknown>, already: NonNullable<unknown>, invalid: NonNullable<unknown> }} St_ImportedInputs */

const en_st_imported = /** @type {(inputs: St_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imported ${i?.imported}; ${i?.already} already on your list; ${i?.invalid} not an e-mail address`)
};

const fr_st_imported = /** @type {(inputs: St_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importés : ${i?.imported} ; déjà sur votre liste : ${i?.already} ; adresses e-mail non valides : ${i?.invalid}`)
};

const de_st_imported = /** @type {(inputs: St_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importiert: ${i?.imported}; bereits auf Ihrer Liste: ${i?.already}; keine E-Mail-Adresse: ${i?.invalid}`)
};

const es_st_imported = /** @type {(inputs: St_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importados: ${i?.imported}; ya en tu lista: ${i?.already}; no son direcciones de correo: ${i?.invalid}`)
};

const pt_br2_st_imported = /** @type {(inputs: St_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importados: ${i?.imported}; já na sua lista: ${i?.already}; não são endereços de e-mail: ${i?.invalid}`)
};

const ja_st_imported = /** @type {(inputs: St_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`インポート:${i?.imported}件、登録済み:${i?.already}件、メールアドレスではないもの:${i?.invalid}件`)
};

const ar_st_imported = /** @type {(inputs: St_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`استُورد: ${i?.imported}؛ موجود في قائمتك: ${i?.already}؛ ليس عنوان بريد: ${i?.invalid}`)
};

/**
* | output |
* | --- |
* | "Imported {imported}; {already} already on your list; {invalid} not an e-mail address" |
*
* @param {St_ImportedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_imported = /** @type {((inputs: St_ImportedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_ImportedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_imported(inputs)
	if (locale === "de") return de_st_imported(inputs)
	if (locale === "es") return es_st_imported(inputs)
	if (locale === "pt-BR") return pt_br2_st_imported(inputs)
	if (locale === "ja") return ja_st_imported(inputs)
	if (locale === "ar") return ar_st_imported(inputs)
	return en_st_imported(inputs)
});