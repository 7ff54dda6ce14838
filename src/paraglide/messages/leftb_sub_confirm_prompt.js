/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Sub_Confirm_PromptInputs */

const en_leftb_sub_confirm_prompt = /** @type {(inputs: Leftb_Sub_Confirm_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One more step: press the button to start getting new stories by e-mail.`)
};

const fr_leftb_sub_confirm_prompt = /** @type {(inputs: Leftb_Sub_Confirm_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encore une étape : appuyez sur le bouton pour recevoir les nouvelles histoires par e-mail.`)
};

const de_leftb_sub_confirm_prompt = /** @type {(inputs: Leftb_Sub_Confirm_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch ein Schritt: Drücken Sie die Schaltfläche, um neue Geschichten per E-Mail zu erhalten.`)
};

const es_leftb_sub_confirm_prompt = /** @type {(inputs: Leftb_Sub_Confirm_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un paso más: pulsa el botón para empezar a recibir las nuevas historias por correo.`)
};

const pt_br2_leftb_sub_confirm_prompt = /** @type {(inputs: Leftb_Sub_Confirm_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só mais um passo: pressione o botão para começar a receber as novas histórias por e-mail.`)
};

const ja_leftb_sub_confirm_prompt = /** @type {(inputs: Leftb_Sub_Confirm_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あと一歩です。ボタンを押すと、新しいストーリーがメールで届くようになります。`)
};

const ar_leftb_sub_confirm_prompt = /** @type {(inputs: Leftb_Sub_Confirm_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطوة أخيرة: اضغط الزر لتبدأ في تلقي القصص الجديدة بالبريد الإلكتروني.`)
};

/**
* | output |
* | --- |
* | "One more step: press the button to start getting new stories by e-mail." |
*
* @param {Leftb_Sub_Confirm_PromptInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_sub_confirm_prompt = /** @type {((inputs?: Leftb_Sub_Confirm_PromptInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Sub_Confirm_PromptInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_sub_confirm_prompt(inputs)
	if (locale === "de") return de_leftb_sub_confirm_prompt(inputs)
	if (locale === "es") return es_leftb_sub_confirm_prompt(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_sub_confirm_prompt(inputs)
	if (locale === "ja") return ja_leftb_sub_confirm_prompt(inputs)
	if (locale === "ar") return ar_leftb_sub_confirm_prompt(inputs)
	return en_leftb_sub_confirm_prompt(inputs)
});