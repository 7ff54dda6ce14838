/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Comment_DismissedInputs */

const en_mod_comment_dismissed = /** @type {(inputs: Mod_Comment_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reports dismissed: the comment stays`)
};

const fr_mod_comment_dismissed = /** @type {(inputs: Mod_Comment_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signalements classés : le commentaire reste`)
};

const de_mod_comment_dismissed = /** @type {(inputs: Mod_Comment_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meldungen verworfen: Der Kommentar bleibt`)
};

const es_mod_comment_dismissed = /** @type {(inputs: Mod_Comment_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denuncias descartadas: el comentario se queda`)
};

const pt_br2_mod_comment_dismissed = /** @type {(inputs: Mod_Comment_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denúncias descartadas: o comentário permanece`)
};

const ja_mod_comment_dismissed = /** @type {(inputs: Mod_Comment_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通報を却下しました。コメントはそのまま残ります`)
};

const ar_mod_comment_dismissed = /** @type {(inputs: Mod_Comment_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رُفضت البلاغات: يبقى التعليق`)
};

/**
* | output |
* | --- |
* | "Reports dismissed: the comment stays" |
*
* @param {Mod_Comment_DismissedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_comment_dismissed = /** @type {((inputs?: Mod_Comment_DismissedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Comment_DismissedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_comment_dismissed(inputs)
	if (locale === "de") return de_mod_comment_dismissed(inputs)
	if (locale === "es") return es_mod_comment_dismissed(inputs)
	if (locale === "pt-BR") return pt_br2_mod_comment_dismissed(inputs)
	if (locale === "ja") return ja_mod_comment_dismissed(inputs)
	if (locale === "ar") return ar_mod_comment_dismissed(inputs)
	return en_mod_comment_dismissed(inputs)
});