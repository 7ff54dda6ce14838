/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ write: NonNullable<unknown> }} Leftb_Help_WritingInputs */

const en_leftb_help_writing = /** @type {(inputs: Leftb_Help_WritingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose ${i?.write} in the top bar. Your text is saved as you type, on this device and as a draft on the server, so closing the tab or losing the connection does not lose it. Drafts are private until you publish.`)
};

const fr_leftb_help_writing = /** @type {(inputs: Leftb_Help_WritingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez ${i?.write} dans la barre du haut. Votre texte est enregistré au fil de la frappe, sur cet appareil et comme brouillon sur le serveur : fermer l’onglet ou perdre la connexion ne le fait pas disparaître. Les brouillons restent privés jusqu’à leur publication.`)
};

const de_leftb_help_writing = /** @type {(inputs: Leftb_Help_WritingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wählen Sie ${i?.write} in der oberen Leiste. Ihr Text wird beim Tippen gespeichert, auf diesem Gerät und als Entwurf auf dem Server, sodass er nicht verloren geht, wenn Sie den Tab schließen oder die Verbindung abbricht. Entwürfe bleiben privat, bis Sie sie veröffentlichen.`)
};

const es_leftb_help_writing = /** @type {(inputs: Leftb_Help_WritingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elige ${i?.write} en la barra superior. Tu texto se guarda mientras escribes, en este dispositivo y como borrador en el servidor, así que cerrar la pestaña o perder la conexión no hace que lo pierdas. Los borradores son privados hasta que los publicas.`)
};

const pt_br2_leftb_help_writing = /** @type {(inputs: Leftb_Help_WritingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escolha ${i?.write} na barra superior. Seu texto é salvo enquanto você digita, neste dispositivo e como rascunho no servidor, então fechar a aba ou perder a conexão não faz você perdê-lo. Os rascunhos ficam privados até você publicar.`)
};

const ja_leftb_help_writing = /** @type {(inputs: Leftb_Help_WritingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`上部バーの${i?.write}を選んでください。文章は入力と同時に、この端末とサーバー上の下書きとして保存されるので、タブを閉じたり接続が切れたりしても失われません。下書きは公開するまで非公開です。`)
};

const ar_leftb_help_writing = /** @type {(inputs: Leftb_Help_WritingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اختر ${i?.write} في الشريط العلوي. يُحفظ نصك أثناء الكتابة، على هذا الجهاز وكمسودة على الخادم، فلا يضيع إذا أغلقت التبويب أو انقطع الاتصال. تبقى المسودات خاصة حتى تنشرها.`)
};

/**
* | output |
* | --- |
* | "Choose {write} in the top bar. Your text is saved as you type, on this device and as a draft on the server, so closing the tab or losing the connection does ..." |
*
* @param {Leftb_Help_WritingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_help_writing = /** @type {((inputs: Leftb_Help_WritingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Help_WritingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_help_writing(inputs)
	if (locale === "de") return de_leftb_help_writing(inputs)
	if (locale === "es") return es_leftb_help_writing(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_help_writing(inputs)
	if (locale === "ja") return ja_leftb_help_writing(inputs)
	if (locale === "ar") return ar_leftb_help_writing(inputs)
	return en_leftb_help_writing(inputs)
});