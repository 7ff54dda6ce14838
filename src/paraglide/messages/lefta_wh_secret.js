/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ header: NonNullable<unknown> }} Lefta_Wh_SecretInputs */

const en_lefta_wh_secret = /** @type {(inputs: Lefta_Wh_SecretInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Its secret (shown once; receivers check the ${i?.header} header with it):`)
};

const fr_lefta_wh_secret = /** @type {(inputs: Lefta_Wh_SecretInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Son secret (affiché une seule fois ; les destinataires vérifient l’en-tête ${i?.header} avec lui) :`)
};

const de_lefta_wh_secret = /** @type {(inputs: Lefta_Wh_SecretInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sein Geheimnis (nur einmal angezeigt; Empfänger prüfen damit den Header ${i?.header}):`)
};

const es_lefta_wh_secret = /** @type {(inputs: Lefta_Wh_SecretInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su secreto (se muestra una sola vez; los receptores comprueban con él la cabecera ${i?.header}):`)
};

const pt_br2_lefta_wh_secret = /** @type {(inputs: Lefta_Wh_SecretInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O segredo (mostrado uma única vez; os receptores verificam com ele o cabeçalho ${i?.header}):`)
};

const ja_lefta_wh_secret = /** @type {(inputs: Lefta_Wh_SecretInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`シークレット（表示は一度だけ。受信側はこれで ${i?.header} ヘッダーを検証します）:`)
};

const ar_lefta_wh_secret = /** @type {(inputs: Lefta_Wh_SecretInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`سرّه (يظهر مرة واحدة؛ يتحقق به المستقبِلون من الترويسة ${i?.header}):`)
};

/**
* | output |
* | --- |
* | "Its secret (shown once; receivers check the {header} header with it):" |
*
* @param {Lefta_Wh_SecretInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_secret = /** @type {((inputs: Lefta_Wh_SecretInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_SecretInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_secret(inputs)
	if (locale === "de") return de_lefta_wh_secret(inputs)
	if (locale === "es") return es_lefta_wh_secret(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_secret(inputs)
	if (locale === "ja") return ja_lefta_wh_secret(inputs)
	if (locale === "ar") return ar_lefta_wh_secret(inputs)
	return en_lefta_wh_secret(inputs)
});