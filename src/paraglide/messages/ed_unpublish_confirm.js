/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Unpublish_ConfirmInputs */

const en_ed_unpublish_confirm = /** @type {(inputs: Ed_Unpublish_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unpublish this story? Readers will no longer see it; it goes back to your drafts.`)
};

const fr_ed_unpublish_confirm = /** @type {(inputs: Ed_Unpublish_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dépublier cette histoire ? Les lecteurs ne la verront plus ; elle retourne dans vos brouillons.`)
};

const de_ed_unpublish_confirm = /** @type {(inputs: Ed_Unpublish_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Geschichte zurückziehen? Leser sehen sie dann nicht mehr; sie kommt zurück zu Ihren Entwürfen.`)
};

const es_ed_unpublish_confirm = /** @type {(inputs: Ed_Unpublish_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Despublicar esta historia? Los lectores ya no la verán; vuelve a tus borradores.`)
};

const pt_br2_ed_unpublish_confirm = /** @type {(inputs: Ed_Unpublish_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Despublicar esta história? Os leitores não a verão mais; ela volta para seus rascunhos.`)
};

const ja_ed_unpublish_confirm = /** @type {(inputs: Ed_Unpublish_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この記事の公開を取り消しますか?読者には表示されなくなり、下書きに戻ります。`)
};

const ar_ed_unpublish_confirm = /** @type {(inputs: Ed_Unpublish_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أتريد إلغاء نشر هذه القصة؟ لن يراها القرّاء بعد الآن، وستعود إلى مسوداتك.`)
};

/**
* | output |
* | --- |
* | "Unpublish this story? Readers will no longer see it; it goes back to your drafts." |
*
* @param {Ed_Unpublish_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_unpublish_confirm = /** @type {((inputs?: Ed_Unpublish_ConfirmInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Unpublish_ConfirmInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_unpublish_confirm(inputs)
	if (locale === "de") return de_ed_unpublish_confirm(inputs)
	if (locale === "es") return es_ed_unpublish_confirm(inputs)
	if (locale === "pt-BR") return pt_br2_ed_unpublish_confirm(inputs)
	if (locale === "ja") return ja_ed_unpublish_confirm(inputs)
	if (locale === "ar") return ar_ed_unpublish_confirm(inputs)
	return en_ed_unpublish_confirm(inputs)
});