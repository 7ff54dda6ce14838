/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, site: NonNullable<unknown> }} Nl_FooterInputs */

const en_nl_footer = /** @type {(inputs: Nl_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You get this because you subscribed to ${i?.name} on ${i?.site}.`)
};

const fr_nl_footer = /** @type {(inputs: Nl_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous recevez ceci car vous êtes abonné à ${i?.name} sur ${i?.site}.`)
};

const de_nl_footer = /** @type {(inputs: Nl_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du erhältst dies, weil du ${i?.name} auf ${i?.site} abonniert hast.`)
};

const es_nl_footer = /** @type {(inputs: Nl_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibes esto porque te suscribiste a ${i?.name} en ${i?.site}.`)
};

const pt_br2_nl_footer = /** @type {(inputs: Nl_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você recebe isto porque assinou ${i?.name} no ${i?.site}.`)
};

const ja_nl_footer = /** @type {(inputs: Nl_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} で ${i?.name} を購読しているため、このメールが届いています。`)
};

const ar_nl_footer = /** @type {(inputs: Nl_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تصلك هذه الرسالة لأنك مشترك في ${i?.name} على ${i?.site}.`)
};

/**
* | output |
* | --- |
* | "You get this because you subscribed to {name} on {site}." |
*
* @param {Nl_FooterInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nl_footer = /** @type {((inputs: Nl_FooterInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nl_FooterInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nl_footer(inputs)
	if (locale === "de") return de_nl_footer(inputs)
	if (locale === "es") return es_nl_footer(inputs)
	if (locale === "pt-BR") return pt_br2_nl_footer(inputs)
	if (locale === "ja") return ja_nl_footer(inputs)
	if (locale === "ar") return ar_nl_footer(inputs)
	return en_nl_footer(inputs)
});