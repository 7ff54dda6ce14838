/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ terms: NonNullable<unknown> }} Leftb_Help_SafetyInputs */

const en_leftb_help_safety = /** @type {(inputs: Leftb_Help_SafetyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Report a story that breaks the ${i?.terms}, and block anyone you do not want to hear from: they can no longer follow you or react to your stories, and you stop seeing theirs.`)
};

const fr_leftb_help_safety = /** @type {(inputs: Leftb_Help_SafetyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signalez une histoire qui enfreint les ${i?.terms}, et bloquez toute personne dont vous ne voulez plus entendre parler : elle ne peut plus vous suivre ni réagir à vos histoires, et vous ne voyez plus les siennes.`)
};

const de_leftb_help_safety = /** @type {(inputs: Leftb_Help_SafetyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Melden Sie eine Geschichte, die gegen die ${i?.terms} verstößt, und blockieren Sie alle, von denen Sie nichts mehr hören möchten: Diese Personen können Ihnen dann nicht mehr folgen oder auf Ihre Geschichten reagieren, und Sie sehen deren Geschichten nicht mehr.`)
};

const es_leftb_help_safety = /** @type {(inputs: Leftb_Help_SafetyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Denuncia una historia que incumpla los ${i?.terms} y bloquea a quien no quieras escuchar: ya no podrá seguirte ni reaccionar a tus historias, y tú dejarás de ver las suyas.`)
};

const pt_br2_leftb_help_safety = /** @type {(inputs: Leftb_Help_SafetyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Denuncie uma história que viole os ${i?.terms} e bloqueie quem você não quer mais ouvir: essa pessoa não poderá mais seguir você nem reagir às suas histórias, e você deixa de ver as dela.`)
};

const ja_leftb_help_safety = /** @type {(inputs: Leftb_Help_SafetyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.terms}に違反するストーリーは報告してください。また、関わりたくない人はブロックできます。ブロックされた人はあなたをフォローしたり、あなたのストーリーに反応したりできなくなり、あなたにもその人のストーリーが表示されなくなります。`)
};

const ar_leftb_help_safety = /** @type {(inputs: Leftb_Help_SafetyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أبلغ عن أي قصة تخالف ${i?.terms}، واحظر من لا تريد التعامل معه: لن يتمكن بعدها من متابعتك أو التفاعل مع قصصك، ولن ترى قصصه بعد الآن.`)
};

/**
* | output |
* | --- |
* | "Report a story that breaks the {terms}, and block anyone you do not want to hear from: they can no longer follow you or react to your stories, and you stop s..." |
*
* @param {Leftb_Help_SafetyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_help_safety = /** @type {((inputs: Leftb_Help_SafetyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Help_SafetyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_help_safety(inputs)
	if (locale === "de") return de_leftb_help_safety(inputs)
	if (locale === "es") return es_leftb_help_safety(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_help_safety(inputs)
	if (locale === "ja") return ja_leftb_help_safety(inputs)
	if (locale === "ar") return ar_leftb_help_safety(inputs)
	return en_leftb_help_safety(inputs)
});