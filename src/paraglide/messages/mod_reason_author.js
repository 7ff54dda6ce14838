/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Reason_AuthorInputs */

const en_mod_reason_author = /** @type {(inputs: Mod_Reason_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason (the author is told; reporters hear only the outcome)`)
};

const fr_mod_reason_author = /** @type {(inputs: Mod_Reason_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motif (communiqué à l’auteur ; les personnes ayant signalé n’apprennent que l’issue)`)
};

const de_mod_reason_author = /** @type {(inputs: Mod_Reason_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grund (wird dem Autor mitgeteilt; Meldende erfahren nur das Ergebnis)`)
};

const es_mod_reason_author = /** @type {(inputs: Mod_Reason_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo (se le comunica al autor; quienes denunciaron solo conocen el resultado)`)
};

const pt_br2_mod_reason_author = /** @type {(inputs: Mod_Reason_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo (o autor é informado; quem denunciou só fica sabendo do resultado)`)
};

const ja_mod_reason_author = /** @type {(inputs: Mod_Reason_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`理由（作者に伝えられます。通報者には結果だけが伝わります）`)
};

const ar_mod_reason_author = /** @type {(inputs: Mod_Reason_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`السبب (يُبلَّغ به الكاتب؛ ولا يعرف المبلِّغون إلا النتيجة)`)
};

/**
* | output |
* | --- |
* | "Reason (the author is told; reporters hear only the outcome)" |
*
* @param {Mod_Reason_AuthorInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_reason_author = /** @type {((inputs?: Mod_Reason_AuthorInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Reason_AuthorInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_reason_author(inputs)
	if (locale === "de") return de_mod_reason_author(inputs)
	if (locale === "es") return es_mod_reason_author(inputs)
	if (locale === "pt-BR") return pt_br2_mod_reason_author(inputs)
	if (locale === "ja") return ja_mod_reason_author(inputs)
	if (locale === "ar") return ar_mod_reason_author(inputs)
	return en_mod_reason_author(inputs)
});