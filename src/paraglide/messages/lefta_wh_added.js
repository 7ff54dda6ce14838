/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Wh_AddedInputs */

const en_lefta_wh_added = /** @type {(inputs: Lefta_Wh_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook added: keep its secret to check the signatures`)
};

const fr_lefta_wh_added = /** @type {(inputs: Lefta_Wh_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook ajouté : gardez son secret pour vérifier les signatures`)
};

const de_lefta_wh_added = /** @type {(inputs: Lefta_Wh_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook hinzugefügt: Bewahre sein Geheimnis auf, um die Signaturen zu prüfen`)
};

const es_lefta_wh_added = /** @type {(inputs: Lefta_Wh_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook añadido: guarda su secreto para comprobar las firmas`)
};

const pt_br2_lefta_wh_added = /** @type {(inputs: Lefta_Wh_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook adicionado: guarde o segredo para verificar as assinaturas`)
};

const ja_lefta_wh_added = /** @type {(inputs: Lefta_Wh_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook を追加しました。署名の確認に使うシークレットを保管してください`)
};

const ar_lefta_wh_added = /** @type {(inputs: Lefta_Wh_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُضيف خطاف الويب: احتفظ بسرّه للتحقق من التواقيع`)
};

/**
* | output |
* | --- |
* | "Webhook added: keep its secret to check the signatures" |
*
* @param {Lefta_Wh_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_added = /** @type {((inputs?: Lefta_Wh_AddedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_AddedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_added(inputs)
	if (locale === "de") return de_lefta_wh_added(inputs)
	if (locale === "es") return es_lefta_wh_added(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_added(inputs)
	if (locale === "ja") return ja_lefta_wh_added(inputs)
	if (locale === "ar") return ar_lefta_wh_added(inputs)
	return en_lefta_wh_added(inputs)
});