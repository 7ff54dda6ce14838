/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wh_Deliveries_FailedInputs */

const en_wh_deliveries_failed = /** @type {(inputs: Wh_Deliveries_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the deliveries. Try again.`)
};

const fr_wh_deliveries_failed = /** @type {(inputs: Wh_Deliveries_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les livraisons. Réessayez.`)
};

const de_wh_deliveries_failed = /** @type {(inputs: Wh_Deliveries_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zustellungen konnten nicht geladen werden. Versuche es erneut.`)
};

const es_wh_deliveries_failed = /** @type {(inputs: Wh_Deliveries_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las entregas. Inténtalo de nuevo.`)
};

const pt_br2_wh_deliveries_failed = /** @type {(inputs: Wh_Deliveries_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar as entregas. Tente de novo.`)
};

const ja_wh_deliveries_failed = /** @type {(inputs: Wh_Deliveries_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`配信履歴を読み込めませんでした。もう一度お試しください。`)
};

const ar_wh_deliveries_failed = /** @type {(inputs: Wh_Deliveries_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل عمليات التسليم. حاول مجددًا.`)
};

/**
* | output |
* | --- |
* | "Could not load the deliveries. Try again." |
*
* @param {Wh_Deliveries_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const wh_deliveries_failed = /** @type {((inputs?: Wh_Deliveries_FailedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wh_Deliveries_FailedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_wh_deliveries_failed(inputs)
	if (locale === "de") return de_wh_deliveries_failed(inputs)
	if (locale === "es") return es_wh_deliveries_failed(inputs)
	if (locale === "pt-BR") return pt_br2_wh_deliveries_failed(inputs)
	if (locale === "ja") return ja_wh_deliveries_failed(inputs)
	if (locale === "ar") return ar_wh_deliveries_failed(inputs)
	return en_wh_deliveries_failed(inputs)
});