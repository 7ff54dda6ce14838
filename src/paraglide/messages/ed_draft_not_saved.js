/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Draft_Not_SavedInputs */

const en_ed_draft_not_saved = /** @type {(inputs: Ed_Draft_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The draft could not be saved: check your connection and try again.`)
};

const fr_ed_draft_not_saved = /** @type {(inputs: Ed_Draft_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le brouillon n’a pas pu être enregistré : vérifiez votre connexion et réessayez.`)
};

const de_ed_draft_not_saved = /** @type {(inputs: Ed_Draft_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Entwurf konnte nicht gespeichert werden: Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.`)
};

const es_ed_draft_not_saved = /** @type {(inputs: Ed_Draft_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el borrador: comprueba tu conexión y vuelve a intentarlo.`)
};

const pt_br2_ed_draft_not_saved = /** @type {(inputs: Ed_Draft_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível salvar o rascunho: verifique sua conexão e tente de novo.`)
};

const ja_ed_draft_not_saved = /** @type {(inputs: Ed_Draft_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下書きを保存できませんでした:接続を確認して、もう一度お試しください。`)
};

const ar_ed_draft_not_saved = /** @type {(inputs: Ed_Draft_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر حفظ المسودة: تحقّق من اتصالك وحاول مجددًا.`)
};

/**
* | output |
* | --- |
* | "The draft could not be saved: check your connection and try again." |
*
* @param {Ed_Draft_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_draft_not_saved = /** @type {((inputs?: Ed_Draft_Not_SavedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Draft_Not_SavedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_draft_not_saved(inputs)
	if (locale === "de") return de_ed_draft_not_saved(inputs)
	if (locale === "es") return es_ed_draft_not_saved(inputs)
	if (locale === "pt-BR") return pt_br2_ed_draft_not_saved(inputs)
	if (locale === "ja") return ja_ed_draft_not_saved(inputs)
	if (locale === "ar") return ar_ed_draft_not_saved(inputs)
	return en_ed_draft_not_saved(inputs)
});