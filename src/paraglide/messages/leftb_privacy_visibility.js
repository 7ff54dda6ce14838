/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Privacy_VisibilityInputs */

const en_leftb_privacy_visibility = /** @type {(inputs: Leftb_Privacy_VisibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Published stories, comments and your public profile are visible to everyone. Drafts are visible only to you. Your e-mail address is never shown to other people.`)
};

const fr_leftb_privacy_visibility = /** @type {(inputs: Leftb_Privacy_VisibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les histoires publiées, les commentaires et votre profil public sont visibles par tous. Les brouillons ne sont visibles que par vous. Votre adresse e-mail n’est jamais montrée à d’autres personnes.`)
};

const de_leftb_privacy_visibility = /** @type {(inputs: Leftb_Privacy_VisibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veröffentlichte Geschichten, Kommentare und Ihr öffentliches Profil sind für alle sichtbar. Entwürfe sind nur für Sie sichtbar. Ihre E-Mail-Adresse wird anderen Personen niemals angezeigt.`)
};

const es_leftb_privacy_visibility = /** @type {(inputs: Leftb_Privacy_VisibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las historias publicadas, los comentarios y tu perfil público son visibles para todos. Los borradores solo los ves tú. Tu dirección de correo nunca se muestra a otras personas.`)
};

const pt_br2_leftb_privacy_visibility = /** @type {(inputs: Leftb_Privacy_VisibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histórias publicadas, comentários e seu perfil público ficam visíveis para todos. Os rascunhos ficam visíveis só para você. Seu endereço de e-mail nunca é mostrado a outras pessoas.`)
};

const ja_leftb_privacy_visibility = /** @type {(inputs: Leftb_Privacy_VisibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公開されたストーリー、コメント、公開プロフィールは誰でも見られます。下書きはあなただけが見られます。メールアドレスがほかの人に表示されることはありません。`)
};

const ar_leftb_privacy_visibility = /** @type {(inputs: Leftb_Privacy_VisibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`القصص المنشورة والتعليقات وملفك الشخصي العام مرئية للجميع. المسودات مرئية لك وحدك. ولا يُعرض عنوان بريدك الإلكتروني على الآخرين أبدًا.`)
};

/**
* | output |
* | --- |
* | "Published stories, comments and your public profile are visible to everyone. Drafts are visible only to you. Your e-mail address is never shown to other people." |
*
* @param {Leftb_Privacy_VisibilityInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_privacy_visibility = /** @type {((inputs?: Leftb_Privacy_VisibilityInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Privacy_VisibilityInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_privacy_visibility(inputs)
	if (locale === "de") return de_leftb_privacy_visibility(inputs)
	if (locale === "es") return es_leftb_privacy_visibility(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_privacy_visibility(inputs)
	if (locale === "ja") return ja_leftb_privacy_visibility(inputs)
	if (locale === "ar") return ar_leftb_privacy_visibility(inputs)
	return en_leftb_privacy_visibility(inputs)
});