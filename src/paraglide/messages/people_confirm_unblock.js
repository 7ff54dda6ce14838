/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} People_Confirm_UnblockInputs */

const en_people_confirm_unblock = /** @type {(inputs: People_Confirm_UnblockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unblock ${i?.name}?`)
};

const fr_people_confirm_unblock = /** @type {(inputs: People_Confirm_UnblockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Débloquer ${i?.name} ?`)
};

const de_people_confirm_unblock = /** @type {(inputs: People_Confirm_UnblockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} nicht mehr blockieren?`)
};

const es_people_confirm_unblock = /** @type {(inputs: People_Confirm_UnblockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Desbloquear a ${i?.name}?`)
};

const pt_br2_people_confirm_unblock = /** @type {(inputs: People_Confirm_UnblockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desbloquear ${i?.name}?`)
};

const ja_people_confirm_unblock = /** @type {(inputs: People_Confirm_UnblockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} のブロックを解除しますか？`)
};

const ar_people_confirm_unblock = /** @type {(inputs: People_Confirm_UnblockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هل تريد إلغاء حظر ${i?.name}؟`)
};

/**
* | output |
* | --- |
* | "Unblock {name}?" |
*
* @param {People_Confirm_UnblockInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const people_confirm_unblock = /** @type {((inputs: People_Confirm_UnblockInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Confirm_UnblockInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_people_confirm_unblock(inputs)
	if (locale === "de") return de_people_confirm_unblock(inputs)
	if (locale === "es") return es_people_confirm_unblock(inputs)
	if (locale === "pt-BR") return pt_br2_people_confirm_unblock(inputs)
	if (locale === "ja") return ja_people_confirm_unblock(inputs)
	if (locale === "ar") return ar_people_confirm_unblock(inputs)
	return en_people_confirm_unblock(inputs)
});