/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, reason: NonNullable<unknown> }} Notif_Story_Restored_WhyInputs */

const en_notif_story_restored_why = /** @type {(inputs: Notif_Story_Restored_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your story “${i?.title}” is visible again. Why: ${i?.reason}`)
};

const fr_notif_story_restored_why = /** @type {(inputs: Notif_Story_Restored_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre histoire « ${i?.title} » est de nouveau visible. Motif : ${i?.reason}`)
};

const de_notif_story_restored_why = /** @type {(inputs: Notif_Story_Restored_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Geschichte „${i?.title}“ ist wieder sichtbar. Grund: ${i?.reason}`)
};

const es_notif_story_restored_why = /** @type {(inputs: Notif_Story_Restored_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu historia «${i?.title}» vuelve a estar visible. Motivo: ${i?.reason}`)
};

const pt_br2_notif_story_restored_why = /** @type {(inputs: Notif_Story_Restored_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sua história “${i?.title}” está visível novamente. Motivo: ${i?.reason}`)
};

const ja_notif_story_restored_why = /** @type {(inputs: Notif_Story_Restored_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`あなたの記事「${i?.title}」は再び表示されています。理由: ${i?.reason}`)
};

const ar_notif_story_restored_why = /** @type {(inputs: Notif_Story_Restored_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`قصتك «${i?.title}» ظاهرة من جديد. السبب: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Your story “{title}” is visible again. Why: {reason}" |
*
* @param {Notif_Story_Restored_WhyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_story_restored_why = /** @type {((inputs: Notif_Story_Restored_WhyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_Story_Restored_WhyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_story_restored_why(inputs)
	if (locale === "de") return de_notif_story_restored_why(inputs)
	if (locale === "es") return es_notif_story_restored_why(inputs)
	if (locale === "pt-BR") return pt_br2_notif_story_restored_why(inputs)
	if (locale === "ja") return ja_notif_story_restored_why(inputs)
	if (locale === "ar") return ar_notif_story_restored_why(inputs)
	return en_notif_story_restored_why(inputs)
});