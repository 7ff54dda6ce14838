/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Help_NotificationsInputs */

const en_leftb_help_notifications = /** @type {(inputs: Leftb_Help_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When someone likes, comments on or shares your story, replies to you or follows you, the bell in the top bar shows it at once.`)
};

const fr_leftb_help_notifications = /** @type {(inputs: Leftb_Help_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand quelqu’un aime, commente ou partage votre histoire, vous répond ou vous suit, la cloche de la barre du haut vous l’indique aussitôt.`)
};

const de_leftb_help_notifications = /** @type {(inputs: Leftb_Help_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn jemand Ihre Geschichte mit „Gefällt mir“ markiert, kommentiert oder teilt, Ihnen antwortet oder Ihnen folgt, zeigt die Glocke in der oberen Leiste es sofort an.`)
};

const es_leftb_help_notifications = /** @type {(inputs: Leftb_Help_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuando alguien da me gusta, comenta o comparte tu historia, te responde o te sigue, la campana de la barra superior te lo muestra al instante.`)
};

const pt_br2_leftb_help_notifications = /** @type {(inputs: Leftb_Help_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quando alguém curte, comenta ou compartilha sua história, responde a você ou passa a seguir você, o sino na barra superior mostra na hora.`)
};

const ja_leftb_help_notifications = /** @type {(inputs: Leftb_Help_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`誰かがあなたのストーリーに高評価やコメントをしたり、シェアしたり、あなたに返信したり、あなたをフォローしたりすると、上部バーのベルですぐにお知らせします。`)
};

const ar_leftb_help_notifications = /** @type {(inputs: Leftb_Help_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عندما يُعجب أحدهم بقصتك أو يعلّق عليها أو يشاركها، أو يرد عليك أو يتابعك، يُظهر الجرس في الشريط العلوي ذلك فورًا.`)
};

/**
* | output |
* | --- |
* | "When someone likes, comments on or shares your story, replies to you or follows you, the bell in the top bar shows it at once." |
*
* @param {Leftb_Help_NotificationsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_help_notifications = /** @type {((inputs?: Leftb_Help_NotificationsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Help_NotificationsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_help_notifications(inputs)
	if (locale === "de") return de_leftb_help_notifications(inputs)
	if (locale === "es") return es_leftb_help_notifications(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_help_notifications(inputs)
	if (locale === "ja") return ja_leftb_help_notifications(inputs)
	if (locale === "ar") return ar_leftb_help_notifications(inputs)
	return en_leftb_help_notifications(inputs)
});