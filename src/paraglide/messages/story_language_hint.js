/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Story_Language_HintInputs */

const en_story_language_hint = /** @type {(inputs: Story_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Readers, search and the fediverse use it. Left to detection, it is guessed again from the whole text when first published.`)
};

const fr_story_language_hint = /** @type {(inputs: Story_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les lecteurs, la recherche et le fédivers l’utilisent. En détection, elle est devinée à nouveau d’après tout le texte à la première publication.`)
};

const de_story_language_hint = /** @type {(inputs: Story_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leser, Suche und Fediverse nutzen sie. Bei automatischer Erkennung wird sie bei der ersten Veröffentlichung aus dem ganzen Text neu bestimmt.`)
};

const es_story_language_hint = /** @type {(inputs: Story_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La usan los lectores, la búsqueda y el fediverso. Si se detecta, se vuelve a deducir de todo el texto al publicar por primera vez.`)
};

const pt_br2_story_language_hint = /** @type {(inputs: Story_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leitores, busca e fediverso a usam. Na detecção, ela é deduzida de novo pelo texto inteiro na primeira publicação.`)
};

const ja_story_language_hint = /** @type {(inputs: Story_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`読者、検索、Fediverse が使います。自動判定の場合、初めて公開するときに本文全体から改めて判定します。`)
};

const ar_story_language_hint = /** @type {(inputs: Story_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يستخدمها القرّاء والبحث والفيديفيرس. عند الاكتشاف التلقائي تُخمَّن من جديد من النص كله عند النشر الأول.`)
};

/**
* | output |
* | --- |
* | "Readers, search and the fediverse use it. Left to detection, it is guessed again from the whole text when first published." |
*
* @param {Story_Language_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const story_language_hint = /** @type {((inputs?: Story_Language_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Story_Language_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_story_language_hint(inputs)
	if (locale === "de") return de_story_language_hint(inputs)
	if (locale === "es") return es_story_language_hint(inputs)
	if (locale === "pt-BR") return pt_br2_story_language_hint(inputs)
	if (locale === "ja") return ja_story_language_hint(inputs)
	if (locale === "ar") return ar_story_language_hint(inputs)
	return en_story_language_hint(inputs)
});