/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cm_Remove_WhyInputs */

const en_cm_remove_why = /** @type {(inputs: Cm_Remove_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why remove this comment? Its writer is told.`)
};

const fr_cm_remove_why = /** @type {(inputs: Cm_Remove_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi retirer ce commentaire ? Son auteur en est informé.`)
};

const de_cm_remove_why = /** @type {(inputs: Cm_Remove_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warum diesen Kommentar entfernen? Die Person, die ihn schrieb, erfährt es.`)
};

const es_cm_remove_why = /** @type {(inputs: Cm_Remove_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Por qué retirar este comentario? Se avisará a quien lo escribió.`)
};

const pt_br2_cm_remove_why = /** @type {(inputs: Cm_Remove_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por que remover este comentário? Quem o escreveu será avisado.`)
};

const ja_cm_remove_why = /** @type {(inputs: Cm_Remove_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このコメントを削除する理由は?投稿者に通知されます。`)
};

const ar_cm_remove_why = /** @type {(inputs: Cm_Remove_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لماذا تُزيل هذا التعليق؟ سيُبلَّغ كاتبه.`)
};

/**
* | output |
* | --- |
* | "Why remove this comment? Its writer is told." |
*
* @param {Cm_Remove_WhyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const cm_remove_why = /** @type {((inputs?: Cm_Remove_WhyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cm_Remove_WhyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cm_remove_why(inputs)
	if (locale === "de") return de_cm_remove_why(inputs)
	if (locale === "es") return es_cm_remove_why(inputs)
	if (locale === "pt-BR") return pt_br2_cm_remove_why(inputs)
	if (locale === "ja") return ja_cm_remove_why(inputs)
	if (locale === "ar") return ar_cm_remove_why(inputs)
	return en_cm_remove_why(inputs)
});