/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Activity_EmptyInputs */

const en_page_fix_activity_empty = /** @type {(inputs: Page_Fix_Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you publish, comment on, like, share and follow will be listed here, newest first.`)
};

const fr_page_fix_activity_empty = /** @type {(inputs: Page_Fix_Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que vous publiez, commentez, aimez, partagez et suivez sera listé ici, le plus récent d'abord.`)
};

const de_page_fix_activity_empty = /** @type {(inputs: Page_Fix_Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was Sie veröffentlichen, kommentieren, mögen, teilen und wem Sie folgen, steht hier, das Neueste zuerst.`)
};

const es_page_fix_activity_empty = /** @type {(inputs: Page_Fix_Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que publiques, comentes, te guste, compartas y sigas aparecerá aquí, lo más reciente primero.`)
};

const pt_br2_page_fix_activity_empty = /** @type {(inputs: Page_Fix_Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que você publicar, comentar, curtir, compartilhar e seguir aparecerá aqui, o mais recente primeiro.`)
};

const ja_page_fix_activity_empty = /** @type {(inputs: Page_Fix_Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公開・コメント・いいね・共有・フォローしたものが、新しい順にここに並びます。`)
};

const ar_page_fix_activity_empty = /** @type {(inputs: Page_Fix_Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما تنشره وتعلّق عليه وتعجب به وتشاركه وتتابعه يظهر هنا، الأحدث أولًا.`)
};

/**
* | output |
* | --- |
* | "What you publish, comment on, like, share and follow will be listed here, newest first." |
*
* @param {Page_Fix_Activity_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_activity_empty = /** @type {((inputs?: Page_Fix_Activity_EmptyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Activity_EmptyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_activity_empty(inputs)
	if (locale === "de") return de_page_fix_activity_empty(inputs)
	if (locale === "es") return es_page_fix_activity_empty(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_activity_empty(inputs)
	if (locale === "ja") return ja_page_fix_activity_empty(inputs)
	if (locale === "ar") return ar_page_fix_activity_empty(inputs)
	return en_page_fix_activity_empty(inputs)
});