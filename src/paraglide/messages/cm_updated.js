/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cm_UpdatedInputs */

const en_cm_updated = /** @type {(inputs: Cm_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment updated`)
};

const fr_cm_updated = /** @type {(inputs: Cm_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaire modifié`)
};

const de_cm_updated = /** @type {(inputs: Cm_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommentar aktualisiert`)
};

const es_cm_updated = /** @type {(inputs: Cm_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentario actualizado`)
};

const pt_br2_cm_updated = /** @type {(inputs: Cm_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentário atualizado`)
};

const ja_cm_updated = /** @type {(inputs: Cm_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コメントを更新しました`)
};

const ar_cm_updated = /** @type {(inputs: Cm_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حُدّث التعليق`)
};

/**
* | output |
* | --- |
* | "Comment updated" |
*
* @param {Cm_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const cm_updated = /** @type {((inputs?: Cm_UpdatedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cm_UpdatedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cm_updated(inputs)
	if (locale === "de") return de_cm_updated(inputs)
	if (locale === "es") return es_cm_updated(inputs)
	if (locale === "pt-BR") return pt_br2_cm_updated(inputs)
	if (locale === "ja") return ja_cm_updated(inputs)
	if (locale === "ar") return ar_cm_updated(inputs)
	return en_cm_updated(inputs)
});