/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_About_WritersInputs */

const en_leftb_about_writers = /** @type {(inputs: Leftb_About_WritersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The editor saves as you type, on your device and on the server, so nothing you write is ever lost. Keep drafts, preview exactly what readers will see, and publish when you are ready. Readers can like, comment on and share your stories, and you hear about it as it happens.`)
};

const fr_leftb_about_writers = /** @type {(inputs: Leftb_About_WritersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’éditeur enregistre au fil de la frappe, sur votre appareil et sur le serveur : rien de ce que vous écrivez ne se perd jamais. Gardez des brouillons, prévisualisez exactement ce que verront les lecteurs et publiez quand vous êtes prêt. Les lecteurs peuvent aimer, commenter et partager vos histoires, et vous en êtes informé sur le moment.`)
};

const de_leftb_about_writers = /** @type {(inputs: Leftb_About_WritersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Editor speichert während Sie tippen, auf Ihrem Gerät und auf dem Server, sodass nichts verloren geht, was Sie schreiben. Bewahren Sie Entwürfe auf, sehen Sie sich genau an, was die Lesenden sehen werden, und veröffentlichen Sie, wenn Sie so weit sind. Lesende können Ihre Geschichten mit „Gefällt mir“ markieren, kommentieren und teilen, und Sie erfahren es sofort.`)
};

const es_leftb_about_writers = /** @type {(inputs: Leftb_About_WritersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El editor guarda mientras escribes, en tu dispositivo y en el servidor, así que nada de lo que escribes se pierde nunca. Guarda borradores, previsualiza exactamente lo que verán los lectores y publica cuando estés listo. Los lectores pueden dar me gusta, comentar y compartir tus historias, y te enteras en el momento.`)
};

const pt_br2_leftb_about_writers = /** @type {(inputs: Leftb_About_WritersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O editor salva enquanto você digita, no seu dispositivo e no servidor, então nada do que você escreve se perde. Guarde rascunhos, veja exatamente o que os leitores vão ver e publique quando estiver pronto. Os leitores podem curtir, comentar e compartilhar suas histórias, e você fica sabendo na hora.`)
};

const ja_leftb_about_writers = /** @type {(inputs: Leftb_About_WritersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`エディターは入力と同時に、端末とサーバーの両方に保存するので、書いたものが失われることはありません。下書きを残し、読者が目にするとおりの表示をプレビューし、準備ができたら公開できます。読者はあなたのストーリーに高評価やコメントをしたり、シェアしたりでき、あなたにはその場で通知が届きます。`)
};

const ar_leftb_about_writers = /** @type {(inputs: Leftb_About_WritersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يحفظ المحرر ما تكتبه أثناء الكتابة، على جهازك وعلى الخادم، فلا يضيع منك شيء أبدًا. احتفظ بالمسودات، وعاين تمامًا ما سيراه القرّاء، وانشر حين تكون جاهزًا. يستطيع القرّاء الإعجاب بقصصك والتعليق عليها ومشاركتها، وتعلم بذلك فور حدوثه.`)
};

/**
* | output |
* | --- |
* | "The editor saves as you type, on your device and on the server, so nothing you write is ever lost. Keep drafts, preview exactly what readers will see, and pu..." |
*
* @param {Leftb_About_WritersInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_about_writers = /** @type {((inputs?: Leftb_About_WritersInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_About_WritersInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_about_writers(inputs)
	if (locale === "de") return de_leftb_about_writers(inputs)
	if (locale === "es") return es_leftb_about_writers(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_about_writers(inputs)
	if (locale === "ja") return ja_leftb_about_writers(inputs)
	if (locale === "ar") return ar_leftb_about_writers(inputs)
	return en_leftb_about_writers(inputs)
});