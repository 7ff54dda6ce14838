/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fed_Address_NoticeInputs */

const en_fed_address_notice = /** @type {(inputs: Fed_Address_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Federation needs a public https address: set PUBLIC_URL to it. Until then people on other servers cannot find or follow anyone here (following them from here still works).`)
};

const fr_fed_address_notice = /** @type {(inputs: Fed_Address_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fédération a besoin d’une adresse https publique : indiquez-la dans PUBLIC_URL. D’ici là, les personnes d’autres serveurs ne peuvent trouver ni suivre personne ici (les suivre depuis ici fonctionne toujours).`)
};

const de_fed_address_notice = /** @type {(inputs: Fed_Address_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Föderation braucht eine öffentliche https-Adresse: Tragen Sie sie in PUBLIC_URL ein. Bis dahin können Menschen auf anderen Servern hier niemanden finden oder jemandem folgen (ihnen von hier aus zu folgen funktioniert weiterhin).`)
};

const es_fed_address_notice = /** @type {(inputs: Fed_Address_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La federación necesita una dirección https pública: ponla en PUBLIC_URL. Hasta entonces, las personas de otros servidores no pueden encontrar ni seguir a nadie de aquí (seguirlas desde aquí sigue funcionando).`)
};

const pt_br2_fed_address_notice = /** @type {(inputs: Fed_Address_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A federação precisa de um endereço https público: defina-o em PUBLIC_URL. Até lá, pessoas de outros servidores não conseguem encontrar nem seguir ninguém daqui (segui-las daqui continua funcionando).`)
};

const ja_fed_address_notice = /** @type {(inputs: Fed_Address_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`連合には公開された https アドレスが必要です。PUBLIC_URL に設定してください。それまでは、他のサーバーの人はここの誰も見つけることもフォローすることもできません（ここから相手をフォローすることはできます）。`)
};

const ar_fed_address_notice = /** @type {(inputs: Fed_Address_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يحتاج الاتحاد إلى عنوان https عام: اضبطه في PUBLIC_URL. وحتى ذلك الحين لا يستطيع الأشخاص على الخوادم الأخرى العثور على أي أحد هنا أو متابعته (أما متابعتهم من هنا فما زالت تعمل).`)
};

/**
* | output |
* | --- |
* | "Federation needs a public https address: set PUBLIC_URL to it. Until then people on other servers cannot find or follow anyone here (following them from here..." |
*
* @param {Fed_Address_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fed_address_notice = /** @type {((inputs?: Fed_Address_NoticeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fed_Address_NoticeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fed_address_notice(inputs)
	if (locale === "de") return de_fed_address_notice(inputs)
	if (locale === "es") return es_fed_address_notice(inputs)
	if (locale === "pt-BR") return pt_br2_fed_address_notice(inputs)
	if (locale === "ja") return ja_fed_address_notice(inputs)
	if (locale === "ar") return ar_fed_address_notice(inputs)
	return en_fed_address_notice(inputs)
});