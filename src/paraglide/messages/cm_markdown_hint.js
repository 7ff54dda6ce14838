/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cm_Markdown_HintInputs */

const en_cm_markdown_hint = /** @type {(inputs: Cm_Markdown_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markdown works (**bold**, _italic_, \`code\`, links); @username tells that person.`)
};

const fr_cm_markdown_hint = /** @type {(inputs: Cm_Markdown_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le Markdown fonctionne (**gras**, _italique_, \`code\`, liens) ; @pseudo prévient cette personne.`)
};

const de_cm_markdown_hint = /** @type {(inputs: Cm_Markdown_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markdown funktioniert (**fett**, _kursiv_, \`Code\`, Links); @Benutzername benachrichtigt diese Person.`)
};

const es_cm_markdown_hint = /** @type {(inputs: Cm_Markdown_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funciona Markdown (**negrita**, _cursiva_, \`código\`, enlaces); @usuario avisa a esa persona.`)
};

const pt_br2_cm_markdown_hint = /** @type {(inputs: Cm_Markdown_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markdown funciona (**negrito**, _itálico_, \`código\`, links); @usuário avisa essa pessoa.`)
};

const ja_cm_markdown_hint = /** @type {(inputs: Cm_Markdown_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markdown が使えます(**太字**、_斜体_、\`コード\`、リンク)。@ユーザー名 で相手に通知されます。`)
};

const ar_cm_markdown_hint = /** @type {(inputs: Cm_Markdown_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يعمل Markdown (‏**غامق**، _مائل_، \`شيفرة\`، روابط)؛ و@اسم_المستخدم يُبلغ ذلك الشخص.`)
};

/**
* | output |
* | --- |
* | "Markdown works (**bold**, _italic_, `code`, links); @username tells that person." |
*
* @param {Cm_Markdown_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const cm_markdown_hint = /** @type {((inputs?: Cm_Markdown_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cm_Markdown_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cm_markdown_hint(inputs)
	if (locale === "de") return de_cm_markdown_hint(inputs)
	if (locale === "es") return es_cm_markdown_hint(inputs)
	if (locale === "pt-BR") return pt_br2_cm_markdown_hint(inputs)
	if (locale === "ja") return ja_cm_markdown_hint(inputs)
	if (locale === "ar") return ar_cm_markdown_hint(inputs)
	return en_cm_markdown_hint(inputs)
});