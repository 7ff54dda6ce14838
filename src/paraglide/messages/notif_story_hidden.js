/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, reason: NonNullable<unknown> }} Notif_Story_HiddenInputs */

const en_notif_story_hidden = /** @type {(inputs: Notif_Story_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A moderator hid your story “${i?.title}”. Why: ${i?.reason}`)
};

const fr_notif_story_hidden = /** @type {(inputs: Notif_Story_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un modérateur a masqué votre histoire « ${i?.title} ». Motif : ${i?.reason}`)
};

const de_notif_story_hidden = /** @type {(inputs: Notif_Story_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Moderator hat Ihre Geschichte „${i?.title}“ ausgeblendet. Grund: ${i?.reason}`)
};

const es_notif_story_hidden = /** @type {(inputs: Notif_Story_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un moderador ocultó tu historia «${i?.title}». Motivo: ${i?.reason}`)
};

const pt_br2_notif_story_hidden = /** @type {(inputs: Notif_Story_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um moderador ocultou sua história “${i?.title}”. Motivo: ${i?.reason}`)
};

const ja_notif_story_hidden = /** @type {(inputs: Notif_Story_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`モデレーターがあなたの記事「${i?.title}」を非表示にしました。理由: ${i?.reason}`)
};

const ar_notif_story_hidden = /** @type {(inputs: Notif_Story_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أخفى أحد المشرفين قصتك «${i?.title}». السبب: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "A moderator hid your story “{title}”. Why: {reason}" |
*
* @param {Notif_Story_HiddenInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_story_hidden = /** @type {((inputs: Notif_Story_HiddenInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_Story_HiddenInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_story_hidden(inputs)
	if (locale === "de") return de_notif_story_hidden(inputs)
	if (locale === "es") return es_notif_story_hidden(inputs)
	if (locale === "pt-BR") return pt_br2_notif_story_hidden(inputs)
	if (locale === "ja") return ja_notif_story_hidden(inputs)
	if (locale === "ar") return ar_notif_story_hidden(inputs)
	return en_notif_story_hidden(inputs)
});