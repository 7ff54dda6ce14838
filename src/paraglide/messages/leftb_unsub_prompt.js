/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Unsub_PromptInputs */

const en_leftb_unsub_prompt = /** @type {(inputs: Leftb_Unsub_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press the button to stop getting this author's stories by e-mail.`)
};

const fr_leftb_unsub_prompt = /** @type {(inputs: Leftb_Unsub_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appuyez sur le bouton pour ne plus recevoir par e-mail les histoires de cet auteur.`)
};

const de_leftb_unsub_prompt = /** @type {(inputs: Leftb_Unsub_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drücken Sie die Schaltfläche, um die Geschichten dieser Person nicht mehr per E-Mail zu erhalten.`)
};

const es_leftb_unsub_prompt = /** @type {(inputs: Leftb_Unsub_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pulsa el botón para dejar de recibir por correo las historias de este autor.`)
};

const pt_br2_leftb_unsub_prompt = /** @type {(inputs: Leftb_Unsub_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pressione o botão para deixar de receber por e-mail as histórias deste autor.`)
};

const ja_leftb_unsub_prompt = /** @type {(inputs: Leftb_Unsub_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ボタンを押すと、この書き手のストーリーがメールで届かなくなります。`)
};

const ar_leftb_unsub_prompt = /** @type {(inputs: Leftb_Unsub_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اضغط الزر لتتوقف عن تلقي قصص هذا الكاتب بالبريد الإلكتروني.`)
};

/**
* | output |
* | --- |
* | "Press the button to stop getting this author's stories by e-mail." |
*
* @param {Leftb_Unsub_PromptInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_unsub_prompt = /** @type {((inputs?: Leftb_Unsub_PromptInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Unsub_PromptInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_unsub_prompt(inputs)
	if (locale === "de") return de_leftb_unsub_prompt(inputs)
	if (locale === "es") return es_leftb_unsub_prompt(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_unsub_prompt(inputs)
	if (locale === "ja") return ja_leftb_unsub_prompt(inputs)
	if (locale === "ar") return ar_leftb_unsub_prompt(inputs)
	return en_leftb_unsub_prompt(inputs)
});