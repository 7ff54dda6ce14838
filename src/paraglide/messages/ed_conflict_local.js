/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Conflict_LocalInputs */

const en_ed_conflict_local = /** @type {(inputs: Ed_Conflict_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This device has writing you had not saved, from before this story was changed elsewhere.`)
};

const fr_ed_conflict_local = /** @type {(inputs: Ed_Conflict_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet appareil garde des mots non enregistrés, d’avant la modification de cette histoire ailleurs.`)
};

const de_ed_conflict_local = /** @type {(inputs: Ed_Conflict_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Gerät hat ungespeicherten Text von vor der Änderung dieser Geschichte an anderer Stelle.`)
};

const es_ed_conflict_local = /** @type {(inputs: Ed_Conflict_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este dispositivo tiene texto sin guardar de antes de que esta historia se cambiara en otro lugar.`)
};

const pt_br2_ed_conflict_local = /** @type {(inputs: Ed_Conflict_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este dispositivo tem texto não salvo de antes de esta história ser alterada em outro lugar.`)
};

const ja_ed_conflict_local = /** @type {(inputs: Ed_Conflict_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この端末には、記事が別の場所で変更される前の未保存の文章があります。`)
};

const ar_ed_conflict_local = /** @type {(inputs: Ed_Conflict_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`على هذا الجهاز كتابة لم تحفظها، من قبل أن تتغيّر هذه القصة في مكان آخر.`)
};

/**
* | output |
* | --- |
* | "This device has writing you had not saved, from before this story was changed elsewhere." |
*
* @param {Ed_Conflict_LocalInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_conflict_local = /** @type {((inputs?: Ed_Conflict_LocalInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Conflict_LocalInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_conflict_local(inputs)
	if (locale === "de") return de_ed_conflict_local(inputs)
	if (locale === "es") return es_ed_conflict_local(inputs)
	if (locale === "pt-BR") return pt_br2_ed_conflict_local(inputs)
	if (locale === "ja") return ja_ed_conflict_local(inputs)
	if (locale === "ar") return ar_ed_conflict_local(inputs)
	return en_ed_conflict_local(inputs)
});