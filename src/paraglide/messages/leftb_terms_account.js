/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Terms_AccountInputs */

const en_leftb_terms_account = /** @type {(inputs: Leftb_Terms_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep your password to yourself and tell us if you think someone else has used your account. You must be old enough to agree to these terms where you live.`)
};

const fr_leftb_terms_account = /** @type {(inputs: Leftb_Terms_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gardez votre mot de passe pour vous et prévenez-nous si vous pensez que quelqu’un d’autre a utilisé votre compte. Vous devez avoir l’âge requis pour accepter ces conditions dans le pays où vous vivez.`)
};

const de_leftb_terms_account = /** @type {(inputs: Leftb_Terms_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Behalten Sie Ihr Passwort für sich und sagen Sie uns Bescheid, wenn Sie glauben, dass jemand anderes Ihr Konto benutzt hat. Sie müssen alt genug sein, um diesen Bedingungen nach dem Recht Ihres Wohnorts zustimmen zu können.`)
};

const es_leftb_terms_account = /** @type {(inputs: Leftb_Terms_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No compartas tu contraseña y avísanos si crees que otra persona ha usado tu cuenta. Debes tener edad suficiente para aceptar estos términos en el lugar donde vives.`)
};

const pt_br2_leftb_terms_account = /** @type {(inputs: Leftb_Terms_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não compartilhe sua senha e avise-nos se achar que outra pessoa usou sua conta. Você precisa ter idade suficiente para aceitar estes termos no lugar onde mora.`)
};

const ja_leftb_terms_account = /** @type {(inputs: Leftb_Terms_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードは他人に教えないでください。誰かがあなたのアカウントを使ったと思われる場合はお知らせください。お住まいの地域でこの規約に同意できる年齢に達している必要があります。`)
};

const ar_leftb_terms_account = /** @type {(inputs: Leftb_Terms_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احتفظ بكلمة مرورك لنفسك، وأخبرنا إذا ظننت أن شخصًا آخر قد استخدم حسابك. يجب أن تكون قد بلغت السن التي تسمح لك بالموافقة على هذه الشروط في البلد الذي تعيش فيه.`)
};

/**
* | output |
* | --- |
* | "Keep your password to yourself and tell us if you think someone else has used your account. You must be old enough to agree to these terms where you live." |
*
* @param {Leftb_Terms_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_terms_account = /** @type {((inputs?: Leftb_Terms_AccountInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Terms_AccountInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_terms_account(inputs)
	if (locale === "de") return de_leftb_terms_account(inputs)
	if (locale === "es") return es_leftb_terms_account(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_terms_account(inputs)
	if (locale === "ja") return ja_leftb_terms_account(inputs)
	if (locale === "ar") return ar_leftb_terms_account(inputs)
	return en_leftb_terms_account(inputs)
});