/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_UpdateInputs */

const en_ed_update = /** @type {(inputs: Ed_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update`)
};

const fr_ed_update = /** @type {(inputs: Ed_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre à jour`)
};

const de_ed_update = /** @type {(inputs: Ed_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktualisieren`)
};

const es_ed_update = /** @type {(inputs: Ed_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizar`)
};

const pt_br2_ed_update = /** @type {(inputs: Ed_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualizar`)
};

const ja_ed_update = /** @type {(inputs: Ed_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新`)
};

const ar_ed_update = /** @type {(inputs: Ed_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحديث`)
};

/**
* | output |
* | --- |
* | "Update" |
*
* @param {Ed_UpdateInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_update = /** @type {((inputs?: Ed_UpdateInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_UpdateInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_update(inputs)
	if (locale === "de") return de_ed_update(inputs)
	if (locale === "es") return es_ed_update(inputs)
	if (locale === "pt-BR") return pt_br2_ed_update(inputs)
	if (locale === "ja") return ja_ed_update(inputs)
	if (locale === "ar") return ar_ed_update(inputs)
	return en_ed_update(inputs)
});