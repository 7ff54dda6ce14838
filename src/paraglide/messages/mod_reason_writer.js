/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Reason_WriterInputs */

const en_mod_reason_writer = /** @type {(inputs: Mod_Reason_WriterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason (the writer is told when it is removed; reporters hear only the outcome)`)
};

const fr_mod_reason_writer = /** @type {(inputs: Mod_Reason_WriterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motif (communiqué à l’auteur du commentaire s’il est supprimé ; les personnes ayant signalé n’apprennent que l’issue)`)
};

const de_mod_reason_writer = /** @type {(inputs: Mod_Reason_WriterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grund (wird dem Verfasser mitgeteilt, wenn der Kommentar entfernt wird; Meldende erfahren nur das Ergebnis)`)
};

const es_mod_reason_writer = /** @type {(inputs: Mod_Reason_WriterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo (se le comunica a quien lo escribió si se elimina; quienes denunciaron solo conocen el resultado)`)
};

const pt_br2_mod_reason_writer = /** @type {(inputs: Mod_Reason_WriterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo (quem escreveu é informado se o comentário for removido; quem denunciou só fica sabendo do resultado)`)
};

const ja_mod_reason_writer = /** @type {(inputs: Mod_Reason_WriterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`理由（削除した場合は投稿者に伝えられます。通報者には結果だけが伝わります）`)
};

const ar_mod_reason_writer = /** @type {(inputs: Mod_Reason_WriterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`السبب (يُبلَّغ به كاتب التعليق عند حذفه؛ ولا يعرف المبلِّغون إلا النتيجة)`)
};

/**
* | output |
* | --- |
* | "Reason (the writer is told when it is removed; reporters hear only the outcome)" |
*
* @param {Mod_Reason_WriterInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_reason_writer = /** @type {((inputs?: Mod_Reason_WriterInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Reason_WriterInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_reason_writer(inputs)
	if (locale === "de") return de_mod_reason_writer(inputs)
	if (locale === "es") return es_mod_reason_writer(inputs)
	if (locale === "pt-BR") return pt_br2_mod_reason_writer(inputs)
	if (locale === "ja") return ja_mod_reason_writer(inputs)
	if (locale === "ar") return ar_mod_reason_writer(inputs)
	return en_mod_reason_writer(inputs)
});