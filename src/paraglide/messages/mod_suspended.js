/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_SuspendedInputs */

const en_mod_suspended = /** @type {(inputs: Mod_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspended: their sessions ended and they cannot write`)
};

const fr_mod_suspended = /** @type {(inputs: Mod_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte suspendu : ses sessions ont pris fin et la personne ne peut plus écrire`)
};

const de_mod_suspended = /** @type {(inputs: Mod_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesperrt: Die Sitzungen sind beendet, und die Person kann nicht schreiben`)
};

const es_mod_suspended = /** @type {(inputs: Mod_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspendido: sus sesiones terminaron y no puede escribir`)
};

const pt_br2_mod_suspended = /** @type {(inputs: Mod_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspenso: as sessões terminaram e a pessoa não pode escrever`)
};

const ja_mod_suspended = /** @type {(inputs: Mod_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`利用停止にしました。セッションは終了し、投稿できなくなりました`)
};

const ar_mod_suspended = /** @type {(inputs: Mod_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُوقف الحساب: انتهت جلساته ولا يمكنه الكتابة`)
};

/**
* | output |
* | --- |
* | "Suspended: their sessions ended and they cannot write" |
*
* @param {Mod_SuspendedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_suspended = /** @type {((inputs?: Mod_SuspendedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_SuspendedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_suspended(inputs)
	if (locale === "de") return de_mod_suspended(inputs)
	if (locale === "es") return es_mod_suspended(inputs)
	if (locale === "pt-BR") return pt_br2_mod_suspended(inputs)
	if (locale === "ja") return ja_mod_suspended(inputs)
	if (locale === "ar") return ar_mod_suspended(inputs)
	return en_mod_suspended(inputs)
});