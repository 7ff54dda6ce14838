/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Canonical_ProblemInputs */

const en_rich_canonical_problem = /** @type {(inputs: Rich_Canonical_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the full address where the story was first published (https://…)`)
};

const fr_rich_canonical_problem = /** @type {(inputs: Rich_Canonical_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donnez l'adresse complète où l'histoire a d'abord été publiée (https://…)`)
};

const de_rich_canonical_problem = /** @type {(inputs: Rich_Canonical_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie die vollständige Adresse an, unter der die Geschichte zuerst erschien (https://…)`)
};

const es_rich_canonical_problem = /** @type {(inputs: Rich_Canonical_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe la dirección completa donde se publicó primero la historia (https://…)`)
};

const pt_br2_rich_canonical_problem = /** @type {(inputs: Rich_Canonical_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe o endereço completo onde a história foi publicada primeiro (https://…)`)
};

const ja_rich_canonical_problem = /** @type {(inputs: Rich_Canonical_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリーが最初に公開された完全なアドレスを入力してください（https://…）`)
};

const ar_rich_canonical_problem = /** @type {(inputs: Rich_Canonical_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل العنوان الكامل الذي نُشرت فيه القصة أولًا (https://…)`)
};

/**
* | output |
* | --- |
* | "Give the full address where the story was first published (https://…)" |
*
* @param {Rich_Canonical_ProblemInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_canonical_problem = /** @type {((inputs?: Rich_Canonical_ProblemInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Canonical_ProblemInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_canonical_problem(inputs)
	if (locale === "de") return de_rich_canonical_problem(inputs)
	if (locale === "es") return es_rich_canonical_problem(inputs)
	if (locale === "pt-BR") return pt_br2_rich_canonical_problem(inputs)
	if (locale === "ja") return ja_rich_canonical_problem(inputs)
	if (locale === "ar") return ar_rich_canonical_problem(inputs)
	return en_rich_canonical_problem(inputs)
});