/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Page_Fix_Follow_From_MastodonInputs */

const en_page_fix_follow_from_mastodon = /** @type {(inputs: Page_Fix_Follow_From_MastodonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Follow ${i?.name} from Mastodon or any other fediverse server: search there for this handle.`)
};

const fr_page_fix_follow_from_mastodon = /** @type {(inputs: Page_Fix_Follow_From_MastodonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suivez ${i?.name} depuis Mastodon ou tout autre serveur du fédivers : cherchez-y cet identifiant.`)
};

const de_page_fix_follow_from_mastodon = /** @type {(inputs: Page_Fix_Follow_From_MastodonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Folgen Sie ${i?.name} von Mastodon oder einem anderen Fediverse-Server aus: Suchen Sie dort nach diesem Handle.`)
};

const es_page_fix_follow_from_mastodon = /** @type {(inputs: Page_Fix_Follow_From_MastodonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sigue a ${i?.name} desde Mastodon o cualquier otro servidor del fediverso: busca allí este identificador.`)
};

const pt_br2_page_fix_follow_from_mastodon = /** @type {(inputs: Page_Fix_Follow_From_MastodonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Siga ${i?.name} pelo Mastodon ou por qualquer outro servidor do fediverso: procure lá por este identificador.`)
};

const ja_page_fix_follow_from_mastodon = /** @type {(inputs: Page_Fix_Follow_From_MastodonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mastodon などの Fediverse サーバーから ${i?.name} さんをフォローできます。そこでこのハンドルを検索してください。`)
};

const ar_page_fix_follow_from_mastodon = /** @type {(inputs: Page_Fix_Follow_From_MastodonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تابِع ${i?.name} من ماستودون أو أي خادم آخر في الفيديفيرس: ابحث هناك عن هذا المعرّف.`)
};

/**
* | output |
* | --- |
* | "Follow {name} from Mastodon or any other fediverse server: search there for this handle." |
*
* @param {Page_Fix_Follow_From_MastodonInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_follow_from_mastodon = /** @type {((inputs: Page_Fix_Follow_From_MastodonInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Follow_From_MastodonInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_follow_from_mastodon(inputs)
	if (locale === "de") return de_page_fix_follow_from_mastodon(inputs)
	if (locale === "es") return es_page_fix_follow_from_mastodon(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_follow_from_mastodon(inputs)
	if (locale === "ja") return ja_page_fix_follow_from_mastodon(inputs)
	if (locale === "ar") return ar_page_fix_follow_from_mastodon(inputs)
	return en_page_fix_follow_from_mastodon(inputs)
});