/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Newsletter_SavedInputs */

const en_st_newsletter_saved = /** @type {(inputs: St_Newsletter_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved: new stories go out as you chose`)
};

const fr_st_newsletter_saved = /** @type {(inputs: St_Newsletter_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistré : les nouvelles histoires partiront comme vous l’avez choisi`)
};

const de_st_newsletter_saved = /** @type {(inputs: St_Newsletter_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gespeichert: Neue Geschichten werden wie gewählt verschickt`)
};

const es_st_newsletter_saved = /** @type {(inputs: St_Newsletter_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardado: las nuevas historias se enviarán como elegiste`)
};

const pt_br2_st_newsletter_saved = /** @type {(inputs: St_Newsletter_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvo: as novas histórias serão enviadas como você escolheu`)
};

const ja_st_newsletter_saved = /** @type {(inputs: St_Newsletter_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存しました:新しい記事は選んだ形式で配信されます`)
};

const ar_st_newsletter_saved = /** @type {(inputs: St_Newsletter_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حُفظ: ستُرسل القصص الجديدة كما اخترت`)
};

/**
* | output |
* | --- |
* | "Saved: new stories go out as you chose" |
*
* @param {St_Newsletter_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_newsletter_saved = /** @type {((inputs?: St_Newsletter_SavedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Newsletter_SavedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_newsletter_saved(inputs)
	if (locale === "de") return de_st_newsletter_saved(inputs)
	if (locale === "es") return es_st_newsletter_saved(inputs)
	if (locale === "pt-BR") return pt_br2_st_newsletter_saved(inputs)
	if (locale === "ja") return ja_st_newsletter_saved(inputs)
	if (locale === "ar") return ar_st_newsletter_saved(inputs)
	return en_st_newsletter_saved(inputs)
});