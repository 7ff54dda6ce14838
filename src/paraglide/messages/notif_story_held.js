/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Notif_Story_HeldInputs */

const en_notif_story_held = /** @type {(inputs: Notif_Story_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your story “${i?.title}” was reported by several people: it is hidden until a moderator reviews it`)
};

const fr_notif_story_held = /** @type {(inputs: Notif_Story_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre histoire « ${i?.title} » a été signalée par plusieurs personnes : elle est masquée jusqu’à ce qu’un modérateur l’examine`)
};

const de_notif_story_held = /** @type {(inputs: Notif_Story_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Geschichte „${i?.title}“ wurde von mehreren Personen gemeldet: Sie ist ausgeblendet, bis ein Moderator sie prüft`)
};

const es_notif_story_held = /** @type {(inputs: Notif_Story_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Varias personas denunciaron tu historia «${i?.title}»: queda oculta hasta que un moderador la revise`)
};

const pt_br2_notif_story_held = /** @type {(inputs: Notif_Story_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sua história “${i?.title}” foi denunciada por várias pessoas: ela fica oculta até que um moderador a analise`)
};

const ja_notif_story_held = /** @type {(inputs: Notif_Story_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`あなたの記事「${i?.title}」は複数の人から報告されたため、モデレーターが確認するまで非表示になっています`)
};

const ar_notif_story_held = /** @type {(inputs: Notif_Story_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أبلغ عدة أشخاص عن قصتك «${i?.title}»: ستبقى مخفية حتى يراجعها أحد المشرفين`)
};

/**
* | output |
* | --- |
* | "Your story “{title}” was reported by several people: it is hidden until a moderator reviews it" |
*
* @param {Notif_Story_HeldInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_story_held = /** @type {((inputs: Notif_Story_HeldInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_Story_HeldInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_story_held(inputs)
	if (locale === "de") return de_notif_story_held(inputs)
	if (locale === "es") return es_notif_story_held(inputs)
	if (locale === "pt-BR") return pt_br2_notif_story_held(inputs)
	if (locale === "ja") return ja_notif_story_held(inputs)
	if (locale === "ar") return ar_notif_story_held(inputs)
	return en_notif_story_held(inputs)
});