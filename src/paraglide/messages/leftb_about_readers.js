/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_About_ReadersInputs */

const en_leftb_about_readers = /** @type {(inputs: Leftb_About_ReadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages are fast and light. Every story is complete in the page itself, so it loads quickly on a slow connection and reads well without JavaScript. Follow the writers and topics you like, and your home page follows them too.`)
};

const fr_leftb_about_readers = /** @type {(inputs: Leftb_About_ReadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les pages sont rapides et légères. Chaque histoire est complète dans la page elle-même : elle se charge vite même avec une connexion lente et se lit bien sans JavaScript. Suivez les auteurs et les sujets qui vous plaisent, et votre page d’accueil les suit aussi.`)
};

const de_leftb_about_readers = /** @type {(inputs: Leftb_About_ReadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Seiten sind schnell und schlank. Jede Geschichte steht vollständig in der Seite selbst, sodass sie auch bei einer langsamen Verbindung schnell lädt und sich ohne JavaScript gut lesen lässt. Folgen Sie den Autorinnen, Autoren und Themen, die Ihnen gefallen, und Ihre Startseite folgt ihnen ebenfalls.`)
};

const es_leftb_about_readers = /** @type {(inputs: Leftb_About_ReadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las páginas son rápidas y ligeras. Cada historia está completa en la propia página, así que carga rápido con una conexión lenta y se lee bien sin JavaScript. Sigue a los autores y los temas que te gusten, y tu página de inicio también los seguirá.`)
};

const pt_br2_leftb_about_readers = /** @type {(inputs: Leftb_About_ReadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As páginas são rápidas e leves. Cada história vem completa na própria página, então carrega rápido mesmo em uma conexão lenta e pode ser lida sem JavaScript. Siga os autores e os temas de que você gosta, e sua página inicial passa a segui-los também.`)
};

const ja_leftb_about_readers = /** @type {(inputs: Leftb_About_ReadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ページは軽くて高速です。どのストーリーもページそのものに全文が含まれているので、遅い回線でもすぐに読み込まれ、JavaScriptがなくても快適に読めます。好きな書き手やトピックをフォローすると、ホームページもそれに合わせて表示されます。`)
};

const ar_leftb_about_readers = /** @type {(inputs: Leftb_About_ReadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصفحات سريعة وخفيفة. كل قصة كاملة في الصفحة نفسها، فتُحمَّل بسرعة حتى على اتصال بطيء وتُقرأ جيدًا دون JavaScript. تابع الكتّاب والمواضيع التي تحبها، وستتابعها صفحتك الرئيسية أيضًا.`)
};

/**
* | output |
* | --- |
* | "Pages are fast and light. Every story is complete in the page itself, so it loads quickly on a slow connection and reads well without JavaScript. Follow the ..." |
*
* @param {Leftb_About_ReadersInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_about_readers = /** @type {((inputs?: Leftb_About_ReadersInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_About_ReadersInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_about_readers(inputs)
	if (locale === "de") return de_leftb_about_readers(inputs)
	if (locale === "es") return es_leftb_about_readers(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_about_readers(inputs)
	if (locale === "ja") return ja_leftb_about_readers(inputs)
	if (locale === "ar") return ar_leftb_about_readers(inputs)
	return en_leftb_about_readers(inputs)
});