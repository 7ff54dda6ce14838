/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domain: NonNullable<unknown> }} Domain_Blocked_MineInputs */

const en_domain_blocked_mine = /** @type {(inputs: Domain_Blocked_MineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} is blocked: you will not see anyone from there`)
};

const fr_domain_blocked_mine = /** @type {(inputs: Domain_Blocked_MineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} est bloqué : vous ne verrez plus personne de ce serveur`)
};

const de_domain_blocked_mine = /** @type {(inputs: Domain_Blocked_MineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} ist gesperrt: Du siehst niemanden mehr von dort`)
};

const es_domain_blocked_mine = /** @type {(inputs: Domain_Blocked_MineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} está bloqueado: no verás a nadie de allí`)
};

const pt_br2_domain_blocked_mine = /** @type {(inputs: Domain_Blocked_MineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} está bloqueado: você não verá ninguém de lá`)
};

const ja_domain_blocked_mine = /** @type {(inputs: Domain_Blocked_MineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} をブロックしました。そこからの人は表示されません`)
};

const ar_domain_blocked_mine = /** @type {(inputs: Domain_Blocked_MineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حُظر ${i?.domain}: لن ترى أحدًا من هناك`)
};

/**
* | output |
* | --- |
* | "{domain} is blocked: you will not see anyone from there" |
*
* @param {Domain_Blocked_MineInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const domain_blocked_mine = /** @type {((inputs: Domain_Blocked_MineInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Domain_Blocked_MineInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_domain_blocked_mine(inputs)
	if (locale === "de") return de_domain_blocked_mine(inputs)
	if (locale === "es") return es_domain_blocked_mine(inputs)
	if (locale === "pt-BR") return pt_br2_domain_blocked_mine(inputs)
	if (locale === "ja") return ja_domain_blocked_mine(inputs)
	if (locale === "ar") return ar_domain_blocked_mine(inputs)
	return en_domain_blocked_mine(inputs)
});