/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Notif_Story_RestoredInputs */

const en_notif_story_restored = /** @type {(inputs: Notif_Story_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your story “${i?.title}” is visible again`)
};

const fr_notif_story_restored = /** @type {(inputs: Notif_Story_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre histoire « ${i?.title} » est de nouveau visible`)
};

const de_notif_story_restored = /** @type {(inputs: Notif_Story_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Geschichte „${i?.title}“ ist wieder sichtbar`)
};

const es_notif_story_restored = /** @type {(inputs: Notif_Story_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu historia «${i?.title}» vuelve a estar visible`)
};

const pt_br2_notif_story_restored = /** @type {(inputs: Notif_Story_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sua história “${i?.title}” está visível novamente`)
};

const ja_notif_story_restored = /** @type {(inputs: Notif_Story_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`あなたの記事「${i?.title}」は再び表示されています`)
};

const ar_notif_story_restored = /** @type {(inputs: Notif_Story_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`قصتك «${i?.title}» ظاهرة من جديد`)
};

/**
* | output |
* | --- |
* | "Your story “{title}” is visible again" |
*
* @param {Notif_Story_RestoredInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_story_restored = /** @type {((inputs: Notif_Story_RestoredInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_Story_RestoredInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_story_restored(inputs)
	if (locale === "de") return de_notif_story_restored(inputs)
	if (locale === "es") return es_notif_story_restored(inputs)
	if (locale === "pt-BR") return pt_br2_notif_story_restored(inputs)
	if (locale === "ja") return ja_notif_story_restored(inputs)
	if (locale === "ar") return ar_notif_story_restored(inputs)
	return en_notif_story_restored(inputs)
});