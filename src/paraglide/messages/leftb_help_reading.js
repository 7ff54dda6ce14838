/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Help_ReadingInputs */

const en_leftb_help_reading = /** @type {(inputs: Leftb_Help_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything published can be read without an account. Use the search box at the top to find stories and people by any word you remember.`)
};

const fr_leftb_help_reading = /** @type {(inputs: Leftb_Help_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout ce qui est publié peut être lu sans compte. Utilisez le champ de recherche en haut de la page pour trouver des histoires et des personnes à partir de n’importe quel mot dont vous vous souvenez.`)
};

const de_leftb_help_reading = /** @type {(inputs: Leftb_Help_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles Veröffentlichte lässt sich ohne Konto lesen. Mit dem Suchfeld oben finden Sie Geschichten und Personen über jedes Wort, an das Sie sich erinnern.`)
};

const es_leftb_help_reading = /** @type {(inputs: Leftb_Help_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo lo publicado se puede leer sin cuenta. Usa el cuadro de búsqueda de arriba para encontrar historias y personas con cualquier palabra que recuerdes.`)
};

const pt_br2_leftb_help_reading = /** @type {(inputs: Leftb_Help_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tudo o que é publicado pode ser lido sem conta. Use a caixa de busca no topo para encontrar histórias e pessoas por qualquer palavra de que você se lembre.`)
};

const ja_leftb_help_reading = /** @type {(inputs: Leftb_Help_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公開されたものはすべて、アカウントなしで読めます。上部の検索ボックスを使えば、覚えている言葉からストーリーや人を探せます。`)
};

const ar_leftb_help_reading = /** @type {(inputs: Leftb_Help_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يمكن قراءة كل ما يُنشر دون حساب. استخدم مربع البحث في الأعلى للعثور على القصص والأشخاص بأي كلمة تتذكرها.`)
};

/**
* | output |
* | --- |
* | "Everything published can be read without an account. Use the search box at the top to find stories and people by any word you remember." |
*
* @param {Leftb_Help_ReadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_help_reading = /** @type {((inputs?: Leftb_Help_ReadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Help_ReadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_help_reading(inputs)
	if (locale === "de") return de_leftb_help_reading(inputs)
	if (locale === "es") return es_leftb_help_reading(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_help_reading(inputs)
	if (locale === "ja") return ja_leftb_help_reading(inputs)
	if (locale === "ar") return ar_leftb_help_reading(inputs)
	return en_leftb_help_reading(inputs)
});