/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, title: NonNullable<unknown> }} Notif_ShareInputs */

const en_notif_share = /** @type {(inputs: Notif_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} shared your story “${i?.title}”`)
};

const fr_notif_share = /** @type {(inputs: Notif_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a partagé votre histoire « ${i?.title} »`)
};

const de_notif_share = /** @type {(inputs: Notif_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat Ihre Geschichte „${i?.title}“ geteilt`)
};

const es_notif_share = /** @type {(inputs: Notif_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} compartió tu historia «${i?.title}»`)
};

const pt_br2_notif_share = /** @type {(inputs: Notif_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} compartilhou sua história “${i?.title}”`)
};

const ja_notif_share = /** @type {(inputs: Notif_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}さんがあなたの記事「${i?.title}」を共有しました`)
};

const ar_notif_share = /** @type {(inputs: Notif_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`شارك ${i?.name} قصتك «${i?.title}»`)
};

/**
* | output |
* | --- |
* | "{name} shared your story “{title}”" |
*
* @param {Notif_ShareInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_share = /** @type {((inputs: Notif_ShareInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_ShareInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_share(inputs)
	if (locale === "de") return de_notif_share(inputs)
	if (locale === "es") return es_notif_share(inputs)
	if (locale === "pt-BR") return pt_br2_notif_share(inputs)
	if (locale === "ja") return ja_notif_share(inputs)
	if (locale === "ar") return ar_notif_share(inputs)
	return en_notif_share(inputs)
});