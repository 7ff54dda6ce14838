/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_FetchInputs */

const en_err_fetch = /** @type {(inputs: Err_FetchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not reach the server. Check your connection and try again.`)
};

const fr_err_fetch = /** @type {(inputs: Err_FetchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.`)
};

const de_err_fetch = /** @type {(inputs: Err_FetchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.`)
};

const es_err_fetch = /** @type {(inputs: Err_FetchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo contactar con el servidor. Comprueba tu conexión y vuelve a intentarlo.`)
};

const pt_br2_err_fetch = /** @type {(inputs: Err_FetchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.`)
};

const ja_err_fetch = /** @type {(inputs: Err_FetchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サーバーに接続できませんでした。接続を確認して、もう一度お試しください。`)
};

const ar_err_fetch = /** @type {(inputs: Err_FetchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مجددًا.`)
};

/**
* | output |
* | --- |
* | "Could not reach the server. Check your connection and try again." |
*
* @param {Err_FetchInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const err_fetch = /** @type {((inputs?: Err_FetchInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_FetchInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_err_fetch(inputs)
	if (locale === "de") return de_err_fetch(inputs)
	if (locale === "es") return es_err_fetch(inputs)
	if (locale === "pt-BR") return pt_br2_err_fetch(inputs)
	if (locale === "ja") return ja_err_fetch(inputs)
	if (locale === "ar") return ar_err_fetch(inputs)
	return en_err_fetch(inputs)
});