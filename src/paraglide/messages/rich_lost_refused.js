/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Lost_RefusedInputs */

const en_rich_lost_refused = /** @type {(inputs: Rich_Lost_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot edit this story live: it is not yours or you are no longer one of its authors.`)
};

const fr_rich_lost_refused = /** @type {(inputs: Rich_Lost_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez pas modifier cette histoire en direct : elle n'est pas à vous ou vous n'en êtes plus l'un des auteurs.`)
};

const de_rich_lost_refused = /** @type {(inputs: Rich_Lost_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie können diese Geschichte nicht live bearbeiten: Sie gehört Ihnen nicht oder Sie sind nicht mehr einer ihrer Autoren.`)
};

const es_rich_lost_refused = /** @type {(inputs: Rich_Lost_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No puedes editar esta historia en directo: no es tuya o ya no eres uno de sus autores.`)
};

const pt_br2_rich_lost_refused = /** @type {(inputs: Rich_Lost_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você não pode editar esta história ao vivo: ela não é sua ou você não é mais um dos autores.`)
};

const ja_rich_lost_refused = /** @type {(inputs: Rich_Lost_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このストーリーをライブで編集できません。あなたのものではないか、共著者から外れています。`)
};

const ar_rich_lost_refused = /** @type {(inputs: Rich_Lost_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكنك تحرير هذه القصة مباشرةً: ليست لك أو لم تعد من مؤلفيها.`)
};

/**
* | output |
* | --- |
* | "You cannot edit this story live: it is not yours or you are no longer one of its authors." |
*
* @param {Rich_Lost_RefusedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_lost_refused = /** @type {((inputs?: Rich_Lost_RefusedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Lost_RefusedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_lost_refused(inputs)
	if (locale === "de") return de_rich_lost_refused(inputs)
	if (locale === "es") return es_rich_lost_refused(inputs)
	if (locale === "pt-BR") return pt_br2_rich_lost_refused(inputs)
	if (locale === "ja") return ja_rich_lost_refused(inputs)
	if (locale === "ar") return ar_rich_lost_refused(inputs)
	return en_rich_lost_refused(inputs)
});