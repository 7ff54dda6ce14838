/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tab: NonNullable<unknown>, enter: NonNullable<unknown>, space: NonNullable<unknown> }} Leftb_Help_KeyboardInputs */

const en_leftb_help_keyboard = /** @type {(inputs: Leftb_Help_KeyboardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every control works with the keyboard: ${i?.tab} moves between them, ${i?.enter} or ${i?.space} uses them, and the first ${i?.tab} on a page offers to skip straight to its content.`)
};

const fr_leftb_help_keyboard = /** @type {(inputs: Leftb_Help_KeyboardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Toutes les commandes s’utilisent au clavier : ${i?.tab} passe de l’une à l’autre, ${i?.enter} ou ${i?.space} les active, et la première pression sur ${i?.tab} dans une page propose d’aller directement à son contenu.`)
};

const de_leftb_help_keyboard = /** @type {(inputs: Leftb_Help_KeyboardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes Bedienelement funktioniert mit der Tastatur: ${i?.tab} wechselt zwischen ihnen, ${i?.enter} oder ${i?.space} betätigt sie, und der erste Druck auf ${i?.tab} auf einer Seite bietet an, direkt zu ihrem Inhalt zu springen.`)
};

const es_leftb_help_keyboard = /** @type {(inputs: Leftb_Help_KeyboardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos los controles funcionan con el teclado: ${i?.tab} pasa de uno a otro, ${i?.enter} o ${i?.space} los activa, y el primer ${i?.tab} en una página ofrece saltar directamente a su contenido.`)
};

const pt_br2_leftb_help_keyboard = /** @type {(inputs: Leftb_Help_KeyboardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos os controles funcionam pelo teclado: ${i?.tab} passa de um para outro, ${i?.enter} ou ${i?.space} os aciona, e o primeiro ${i?.tab} em uma página oferece pular direto para o conteúdo.`)
};

const ja_leftb_help_keyboard = /** @type {(inputs: Leftb_Help_KeyboardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`すべての操作はキーボードで行えます。${i?.tab}で項目間を移動し、${i?.enter}または${i?.space}で操作します。ページで最初に${i?.tab}を押すと、本文へ直接移動するためのリンクが表示されます。`)
};

const ar_leftb_help_keyboard = /** @type {(inputs: Leftb_Help_KeyboardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`كل عناصر التحكم تعمل بلوحة المفاتيح: ${i?.tab} للتنقل بينها، و${i?.enter} أو ${i?.space} لاستخدامها، وأول ضغطة على ${i?.tab} في الصفحة تعرض الانتقال مباشرة إلى محتواها.`)
};

/**
* | output |
* | --- |
* | "Every control works with the keyboard: {tab} moves between them, {enter} or {space} uses them, and the first {tab} on a page offers to skip straight to its c..." |
*
* @param {Leftb_Help_KeyboardInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_help_keyboard = /** @type {((inputs: Leftb_Help_KeyboardInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Help_KeyboardInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_help_keyboard(inputs)
	if (locale === "de") return de_leftb_help_keyboard(inputs)
	if (locale === "es") return es_leftb_help_keyboard(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_help_keyboard(inputs)
	if (locale === "ja") return ja_leftb_help_keyboard(inputs)
	if (locale === "ar") return ar_leftb_help_keyboard(inputs)
	return en_leftb_help_keyboard(inputs)
});