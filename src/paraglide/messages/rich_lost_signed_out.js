/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Lost_Signed_OutInputs */

const en_rich_lost_signed_out = /** @type {(inputs: Rich_Lost_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session ended: sign in again to go on editing.`)
};

const fr_rich_lost_signed_out = /** @type {(inputs: Rich_Lost_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre session a pris fin : reconnectez-vous pour continuer à modifier.`)
};

const de_rich_lost_signed_out = /** @type {(inputs: Rich_Lost_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Sitzung ist abgelaufen: Melden Sie sich erneut an, um weiter zu bearbeiten.`)
};

const es_rich_lost_signed_out = /** @type {(inputs: Rich_Lost_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu sesión terminó: vuelve a iniciar sesión para seguir editando.`)
};

const pt_br2_rich_lost_signed_out = /** @type {(inputs: Rich_Lost_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua sessão terminou: entre de novo para continuar editando.`)
};

const ja_rich_lost_signed_out = /** @type {(inputs: Rich_Lost_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`セッションが終了しました。編集を続けるには再度ログインしてください。`)
};

const ar_rich_lost_signed_out = /** @type {(inputs: Rich_Lost_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت جلستك: سجّل الدخول مجددًا لمتابعة التحرير.`)
};

/**
* | output |
* | --- |
* | "Your session ended: sign in again to go on editing." |
*
* @param {Rich_Lost_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_lost_signed_out = /** @type {((inputs?: Rich_Lost_Signed_OutInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Lost_Signed_OutInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_lost_signed_out(inputs)
	if (locale === "de") return de_rich_lost_signed_out(inputs)
	if (locale === "es") return es_rich_lost_signed_out(inputs)
	if (locale === "pt-BR") return pt_br2_rich_lost_signed_out(inputs)
	if (locale === "ja") return ja_rich_lost_signed_out(inputs)
	if (locale === "ar") return ar_rich_lost_signed_out(inputs)
	return en_rich_lost_signed_out(inputs)
});