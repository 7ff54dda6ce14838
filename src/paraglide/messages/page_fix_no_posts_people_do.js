/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_No_Posts_People_DoInputs */

const en_page_fix_no_posts_people_do = /** @type {(inputs: Page_Fix_No_Posts_People_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No stories match; the people above do.`)
};

const fr_page_fix_no_posts_people_do = /** @type {(inputs: Page_Fix_No_Posts_People_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune histoire ne correspond ; les personnes ci-dessus, si.`)
};

const de_page_fix_no_posts_people_do = /** @type {(inputs: Page_Fix_No_Posts_People_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Geschichte passt; die Personen oben schon.`)
};

const es_page_fix_no_posts_people_do = /** @type {(inputs: Page_Fix_No_Posts_People_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna historia coincide; las personas de arriba, sí.`)
};

const pt_br2_page_fix_no_posts_people_do = /** @type {(inputs: Page_Fix_No_Posts_People_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma história corresponde; as pessoas acima, sim.`)
};

const ja_page_fix_no_posts_people_do = /** @type {(inputs: Page_Fix_No_Posts_People_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一致するストーリーはありません。上の人が一致しました。`)
};

const ar_page_fix_no_posts_people_do = /** @type {(inputs: Page_Fix_No_Posts_People_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا قصص مطابقة؛ الأشخاص أعلاه مطابقون.`)
};

/**
* | output |
* | --- |
* | "No stories match; the people above do." |
*
* @param {Page_Fix_No_Posts_People_DoInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_no_posts_people_do = /** @type {((inputs?: Page_Fix_No_Posts_People_DoInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_No_Posts_People_DoInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_no_posts_people_do(inputs)
	if (locale === "de") return de_page_fix_no_posts_people_do(inputs)
	if (locale === "es") return es_page_fix_no_posts_people_do(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_no_posts_people_do(inputs)
	if (locale === "ja") return ja_page_fix_no_posts_people_do(inputs)
	if (locale === "ar") return ar_page_fix_no_posts_people_do(inputs)
	return en_page_fix_no_posts_people_do(inputs)
});