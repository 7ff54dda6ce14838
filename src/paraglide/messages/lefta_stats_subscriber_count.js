/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown>, pending: NonNullable<unknown>, bouncing: NonNullable<unknown>, unsubscribed: NonNullable<unknown> }} Lefta_Stats_Subscriber_CountInputs */

const en_lefta_stats_subscriber_count = /** @type {(inputs: Lefta_Stats_Subscriber_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("en", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} subscriber gets your new stories by e-mail; ${i?.pending} waiting to confirm, ${i?.bouncing} bouncing, ${i?.unsubscribed} unsubscribed.`);
	return /** @type {LocalizedString} */ (`${i?.n} subscribers get your new stories by e-mail; ${i?.pending} waiting to confirm, ${i?.bouncing} bouncing, ${i?.unsubscribed} unsubscribed.`)
	
};

const fr_lefta_stats_subscriber_count = /** @type {(inputs: Lefta_Stats_Subscriber_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} abonné reçoit vos nouvelles histoires par e-mail ; ${i?.pending} en attente de confirmation, ${i?.bouncing} en échec de distribution, ${i?.unsubscribed} désabonnés.`);
	return /** @type {LocalizedString} */ (`${i?.n} abonnés reçoivent vos nouvelles histoires par e-mail ; ${i?.pending} en attente de confirmation, ${i?.bouncing} en échec de distribution, ${i?.unsubscribed} désabonnés.`)
	
};

const de_lefta_stats_subscriber_count = /** @type {(inputs: Lefta_Stats_Subscriber_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} Abonnent erhält deine neuen Geschichten per E-Mail; ${i?.pending} warten auf Bestätigung, ${i?.bouncing} unzustellbar, ${i?.unsubscribed} abgemeldet.`);
	return /** @type {LocalizedString} */ (`${i?.n} Abonnenten erhalten deine neuen Geschichten per E-Mail; ${i?.pending} warten auf Bestätigung, ${i?.bouncing} unzustellbar, ${i?.unsubscribed} abgemeldet.`)
	
};

const es_lefta_stats_subscriber_count = /** @type {(inputs: Lefta_Stats_Subscriber_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} suscriptor recibe tus nuevas historias por correo; ${i?.pending} esperan confirmar, ${i?.bouncing} con rebotes, ${i?.unsubscribed} dados de baja.`);
	return /** @type {LocalizedString} */ (`${i?.n} suscriptores reciben tus nuevas historias por correo; ${i?.pending} esperan confirmar, ${i?.bouncing} con rebotes, ${i?.unsubscribed} dados de baja.`)
	
};

const pt_br2_lefta_stats_subscriber_count = /** @type {(inputs: Lefta_Stats_Subscriber_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} assinante recebe suas novas histórias por e-mail; ${i?.pending} aguardando confirmação, ${i?.bouncing} com devoluções, ${i?.unsubscribed} cancelaram a assinatura.`);
	return /** @type {LocalizedString} */ (`${i?.n} assinantes recebem suas novas histórias por e-mail; ${i?.pending} aguardando confirmação, ${i?.bouncing} com devoluções, ${i?.unsubscribed} cancelaram a assinatura.`)
	
};

const ja_lefta_stats_subscriber_count = /** @type {(inputs: Lefta_Stats_Subscriber_CountInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.n} 人がメールで新しいストーリーを受け取っています。確認待ち ${i?.pending} 人、不達 ${i?.bouncing} 人、購読解除 ${i?.unsubscribed} 人。`)
};

const ar_lefta_stats_subscriber_count = /** @type {(inputs: Lefta_Stats_Subscriber_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "zero") return /** @type {LocalizedString} */ (`لا أحد يتلقى قصصك الجديدة بالبريد الإلكتروني؛ و${i?.pending} بانتظار التأكيد، و${i?.bouncing} ترتد رسائلهم، و${i?.unsubscribed} ألغوا الاشتراك.`);
	if (c === "one") return /** @type {LocalizedString} */ (`مشترك واحد يتلقى قصصك الجديدة بالبريد الإلكتروني؛ و${i?.pending} بانتظار التأكيد، و${i?.bouncing} ترتد رسائلهم، و${i?.unsubscribed} ألغوا الاشتراك.`);
	if (c === "two") return /** @type {LocalizedString} */ (`مشتركان يتلقيان قصصك الجديدة بالبريد الإلكتروني؛ و${i?.pending} بانتظار التأكيد، و${i?.bouncing} ترتد رسائلهم، و${i?.unsubscribed} ألغوا الاشتراك.`);
	if (c === "few") return /** @type {LocalizedString} */ (`${i?.n} مشتركين يتلقون قصصك الجديدة بالبريد الإلكتروني؛ و${i?.pending} بانتظار التأكيد، و${i?.bouncing} ترتد رسائلهم، و${i?.unsubscribed} ألغوا الاشتراك.`);
	if (c === "many") return /** @type {LocalizedString} */ (`${i?.n} مشتركًا يتلقون قصصك الجديدة بالبريد الإلكتروني؛ و${i?.pending} بانتظار التأكيد، و${i?.bouncing} ترتد رسائلهم، و${i?.unsubscribed} ألغوا الاشتراك.`);
	return /** @type {LocalizedString} */ (`${i?.n} مشترك يتلقون قصصك الجديدة بالبريد الإلكتروني؛ و${i?.pending} بانتظار التأكيد، و${i?.bouncing} ترتد رسائلهم، و${i?.unsubscribed} ألغوا الاشتراك.`)
	
};

/**
* | c | output |
* | --- | --- |
* | "one" | "{n} subscriber gets your new stories by e-mail; {pending} waiting to confirm, {bouncing} bouncing, {unsubscribed} unsubscribed." |
* | * | "{n} subscribers get your new stories by e-mail; {pending} waiting to confirm, {bouncing} bouncing, {unsubscribed} unsubscribed." |
*
* @param {Lefta_Stats_Subscriber_CountInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_subscriber_count = /** @type {((inputs: Lefta_Stats_Subscriber_CountInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_Subscriber_CountInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_subscriber_count(inputs)
	if (locale === "de") return de_lefta_stats_subscriber_count(inputs)
	if (locale === "es") return es_lefta_stats_subscriber_count(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_subscriber_count(inputs)
	if (locale === "ja") return ja_lefta_stats_subscriber_count(inputs)
	if (locale === "ar") return ar_lefta_stats_subscriber_count(inputs)
	return en_lefta_stats_subscriber_count(inputs)
});