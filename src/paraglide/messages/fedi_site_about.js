/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fedi_Site_AboutInputs */

const en_fedi_site_about = /** @type {(inputs: Fedi_Site_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A blocked server can no longer follow, like, boost or reply to anyone here; what its people wrote here goes.`)
};

const fr_fedi_site_about = /** @type {(inputs: Fedi_Site_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un serveur bloqué ne peut plus suivre, aimer, partager ni répondre à personne ici ; ce que ses membres ont écrit ici disparaît.`)
};

const de_fedi_site_about = /** @type {(inputs: Fedi_Site_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein blockierter Server kann hier niemandem mehr folgen, nichts mehr liken, boosten oder beantworten; was seine Leute hier geschrieben haben, verschwindet.`)
};

const es_fedi_site_about = /** @type {(inputs: Fedi_Site_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un servidor bloqueado ya no puede seguir, dar me gusta, impulsar ni responder a nadie aquí; lo que su gente escribió aquí desaparece.`)
};

const pt_br2_fedi_site_about = /** @type {(inputs: Fedi_Site_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um servidor bloqueado não pode mais seguir, curtir, impulsionar nem responder a ninguém aqui; o que as pessoas de lá escreveram aqui some.`)
};

const ja_fedi_site_about = /** @type {(inputs: Fedi_Site_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ブロックしたサーバーは、ここの誰に対してもフォロー、いいね、ブースト、返信ができなくなり、そのサーバーの人がここに書いたものは消えます。`)
};

const ar_fedi_site_about = /** @type {(inputs: Fedi_Site_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يعود بإمكان الخادم المحظور متابعة أي أحد هنا أو الإعجاب أو التعزيز أو الرد؛ ويُزال ما كتبه أهله هنا.`)
};

/**
* | output |
* | --- |
* | "A blocked server can no longer follow, like, boost or reply to anyone here; what its people wrote here goes." |
*
* @param {Fedi_Site_AboutInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_site_about = /** @type {((inputs?: Fedi_Site_AboutInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_Site_AboutInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_site_about(inputs)
	if (locale === "de") return de_fedi_site_about(inputs)
	if (locale === "es") return es_fedi_site_about(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_site_about(inputs)
	if (locale === "ja") return ja_fedi_site_about(inputs)
	if (locale === "ar") return ar_fedi_site_about(inputs)
	return en_fedi_site_about(inputs)
});