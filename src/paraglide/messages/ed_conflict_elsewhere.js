/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Conflict_ElsewhereInputs */

const en_ed_conflict_elsewhere = /** @type {(inputs: Ed_Conflict_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This story was changed on another device or tab since you opened it. Your text is still here and on this device.`)
};

const fr_ed_conflict_elsewhere = /** @type {(inputs: Ed_Conflict_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette histoire a été modifiée sur un autre appareil ou onglet depuis que vous l’avez ouverte. Votre texte est toujours ici et sur cet appareil.`)
};

const de_ed_conflict_elsewhere = /** @type {(inputs: Ed_Conflict_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Geschichte wurde auf einem anderen Gerät oder Tab geändert, seit Sie sie geöffnet haben. Ihr Text ist noch hier und auf diesem Gerät.`)
};

const es_ed_conflict_elsewhere = /** @type {(inputs: Ed_Conflict_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta historia se cambió en otro dispositivo o pestaña desde que la abriste. Tu texto sigue aquí y en este dispositivo.`)
};

const pt_br2_ed_conflict_elsewhere = /** @type {(inputs: Ed_Conflict_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta história foi alterada em outro dispositivo ou aba desde que você a abriu. Seu texto continua aqui e neste dispositivo.`)
};

const ja_ed_conflict_elsewhere = /** @type {(inputs: Ed_Conflict_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開いた後に、この記事は別の端末またはタブで変更されました。あなたの文章はここと、この端末に残っています。`)
};

const ar_ed_conflict_elsewhere = /** @type {(inputs: Ed_Conflict_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيّرت هذه القصة على جهاز أو تبويب آخر منذ فتحتها. نصّك ما زال هنا وعلى هذا الجهاز.`)
};

/**
* | output |
* | --- |
* | "This story was changed on another device or tab since you opened it. Your text is still here and on this device." |
*
* @param {Ed_Conflict_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_conflict_elsewhere = /** @type {((inputs?: Ed_Conflict_ElsewhereInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Conflict_ElsewhereInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_conflict_elsewhere(inputs)
	if (locale === "de") return de_ed_conflict_elsewhere(inputs)
	if (locale === "es") return es_ed_conflict_elsewhere(inputs)
	if (locale === "pt-BR") return pt_br2_ed_conflict_elsewhere(inputs)
	if (locale === "ja") return ja_ed_conflict_elsewhere(inputs)
	if (locale === "ar") return ar_ed_conflict_elsewhere(inputs)
	return en_ed_conflict_elsewhere(inputs)
});