/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown> }} Lefta_Stats_Fediverse_CountInputs */

const en_lefta_stats_fediverse_count = /** @type {(inputs: Lefta_Stats_Fediverse_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("en", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} person follows you from Mastodon and other fediverse servers; each new story reaches them there.`);
	return /** @type {LocalizedString} */ (`${i?.n} people follow you from Mastodon and other fediverse servers; each new story reaches them there.`)
	
};

const fr_lefta_stats_fediverse_count = /** @type {(inputs: Lefta_Stats_Fediverse_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} personne vous suit depuis Mastodon et d’autres serveurs du fédivers ; chaque nouvelle histoire lui parvient là-bas.`);
	return /** @type {LocalizedString} */ (`${i?.n} personnes vous suivent depuis Mastodon et d’autres serveurs du fédivers ; chaque nouvelle histoire leur parvient là-bas.`)
	
};

const de_lefta_stats_fediverse_count = /** @type {(inputs: Lefta_Stats_Fediverse_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} Person folgt dir von Mastodon und anderen Fediverse-Servern aus; jede neue Geschichte erreicht sie dort.`);
	return /** @type {LocalizedString} */ (`${i?.n} Personen folgen dir von Mastodon und anderen Fediverse-Servern aus; jede neue Geschichte erreicht sie dort.`)
	
};

const es_lefta_stats_fediverse_count = /** @type {(inputs: Lefta_Stats_Fediverse_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} persona te sigue desde Mastodon y otros servidores del fediverso; cada nueva historia le llega allí.`);
	return /** @type {LocalizedString} */ (`${i?.n} personas te siguen desde Mastodon y otros servidores del fediverso; cada nueva historia les llega allí.`)
	
};

const pt_br2_lefta_stats_fediverse_count = /** @type {(inputs: Lefta_Stats_Fediverse_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} pessoa segue você pelo Mastodon e por outros servidores do fediverso; cada nova história chega a ela lá.`);
	return /** @type {LocalizedString} */ (`${i?.n} pessoas seguem você pelo Mastodon e por outros servidores do fediverso; cada nova história chega a elas lá.`)
	
};

const ja_lefta_stats_fediverse_count = /** @type {(inputs: Lefta_Stats_Fediverse_CountInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.n} 人が Mastodon などの Fediverse サーバーからあなたをフォローしています。新しいストーリーはそこに届きます。`)
};

const ar_lefta_stats_fediverse_count = /** @type {(inputs: Lefta_Stats_Fediverse_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "zero") return /** @type {LocalizedString} */ (`لا أحد يتابعك بعد من ماستودون وخوادم الفيديفيرس الأخرى؛ وكل قصة جديدة تصل إلى متابعيك هناك.`);
	if (c === "one") return /** @type {LocalizedString} */ (`يتابعك شخص واحد من ماستودون وخوادم الفيديفيرس الأخرى؛ وكل قصة جديدة تصل إليه هناك.`);
	if (c === "two") return /** @type {LocalizedString} */ (`يتابعك شخصان من ماستودون وخوادم الفيديفيرس الأخرى؛ وكل قصة جديدة تصل إليهما هناك.`);
	if (c === "few") return /** @type {LocalizedString} */ (`يتابعك ${i?.n} أشخاص من ماستودون وخوادم الفيديفيرس الأخرى؛ وكل قصة جديدة تصل إليهم هناك.`);
	if (c === "many") return /** @type {LocalizedString} */ (`يتابعك ${i?.n} شخصًا من ماستودون وخوادم الفيديفيرس الأخرى؛ وكل قصة جديدة تصل إليهم هناك.`);
	return /** @type {LocalizedString} */ (`يتابعك ${i?.n} شخص من ماستودون وخوادم الفيديفيرس الأخرى؛ وكل قصة جديدة تصل إليهم هناك.`)
	
};

/**
* | c | output |
* | --- | --- |
* | "one" | "{n} person follows you from Mastodon and other fediverse servers; each new story reaches them there." |
* | * | "{n} people follow you from Mastodon and other fediverse servers; each new story reaches them there." |
*
* @param {Lefta_Stats_Fediverse_CountInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_fediverse_count = /** @type {((inputs: Lefta_Stats_Fediverse_CountInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_Fediverse_CountInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_fediverse_count(inputs)
	if (locale === "de") return de_lefta_stats_fediverse_count(inputs)
	if (locale === "es") return es_lefta_stats_fediverse_count(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_fediverse_count(inputs)
	if (locale === "ja") return ja_lefta_stats_fediverse_count(inputs)
	if (locale === "ar") return ar_lefta_stats_fediverse_count(inputs)
	return en_lefta_stats_fediverse_count(inputs)
});