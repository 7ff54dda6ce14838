/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Wh_Confirm_RemoveInputs */

const en_lefta_wh_confirm_remove = /** @type {(inputs: Lefta_Wh_Confirm_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove this webhook? Its queued deliveries go with it.`)
};

const fr_lefta_wh_confirm_remove = /** @type {(inputs: Lefta_Wh_Confirm_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer ce webhook ? Ses envois en attente disparaissent avec lui.`)
};

const de_lefta_wh_confirm_remove = /** @type {(inputs: Lefta_Wh_Confirm_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Webhook entfernen? Seine ausstehenden Zustellungen verschwinden mit ihm.`)
};

const es_lefta_wh_confirm_remove = /** @type {(inputs: Lefta_Wh_Confirm_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar este webhook? Sus entregas en cola se van con él.`)
};

const pt_br2_lefta_wh_confirm_remove = /** @type {(inputs: Lefta_Wh_Confirm_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover este webhook? As entregas na fila vão junto.`)
};

const ja_lefta_wh_confirm_remove = /** @type {(inputs: Lefta_Wh_Confirm_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この Webhook を削除しますか？キュー内の配信も削除されます。`)
};

const ar_lefta_wh_confirm_remove = /** @type {(inputs: Lefta_Wh_Confirm_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أتريد إزالة خطاف الويب هذا؟ ستُزال معه عمليات التسليم المنتظرة.`)
};

/**
* | output |
* | --- |
* | "Remove this webhook? Its queued deliveries go with it." |
*
* @param {Lefta_Wh_Confirm_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_confirm_remove = /** @type {((inputs?: Lefta_Wh_Confirm_RemoveInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_Confirm_RemoveInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_confirm_remove(inputs)
	if (locale === "de") return de_lefta_wh_confirm_remove(inputs)
	if (locale === "es") return es_lefta_wh_confirm_remove(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_confirm_remove(inputs)
	if (locale === "ja") return ja_lefta_wh_confirm_remove(inputs)
	if (locale === "ar") return ar_lefta_wh_confirm_remove(inputs)
	return en_lefta_wh_confirm_remove(inputs)
});