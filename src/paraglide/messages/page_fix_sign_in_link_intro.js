/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Sign_In_Link_IntroInputs */

const en_page_fix_sign_in_link_intro = /** @type {(inputs: Page_Fix_Sign_In_Link_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We e-mail a link to your account's address that signs you in once, without your password. It works even when sign-in with a password is paused after too many wrong tries.`)
};

const fr_page_fix_sign_in_link_intro = /** @type {(inputs: Page_Fix_Sign_In_Link_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous envoyons à l'adresse de votre compte un lien qui vous connecte une fois, sans mot de passe. Il fonctionne même quand la connexion par mot de passe est suspendue après trop d'essais erronés.`)
};

const de_page_fix_sign_in_link_intro = /** @type {(inputs: Page_Fix_Sign_In_Link_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir senden an die Adresse Ihres Kontos einen Link, der Sie einmal ohne Passwort anmeldet. Er funktioniert auch, wenn die Anmeldung mit Passwort nach zu vielen falschen Versuchen pausiert ist.`)
};

const es_page_fix_sign_in_link_intro = /** @type {(inputs: Page_Fix_Sign_In_Link_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviamos a la dirección de tu cuenta un enlace que inicia tu sesión una vez, sin contraseña. Funciona incluso cuando el inicio de sesión con contraseña está en pausa tras demasiados intentos fallidos.`)
};

const pt_br2_page_fix_sign_in_link_intro = /** @type {(inputs: Page_Fix_Sign_In_Link_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviamos para o endereço da sua conta um link que faz você entrar uma vez, sem senha. Ele funciona mesmo quando a entrada com senha está pausada após muitas tentativas erradas.`)
};

const ja_page_fix_sign_in_link_intro = /** @type {(inputs: Page_Fix_Sign_In_Link_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントのアドレスに、パスワードなしで一度だけログインできるリンクをメールで送ります。パスワードの入力ミスが続いてログインが一時停止されているときも使えます。`)
};

const ar_page_fix_sign_in_link_intro = /** @type {(inputs: Page_Fix_Sign_In_Link_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نرسل إلى عنوان حسابك رابطًا يُدخلك مرة واحدة دون كلمة مرور. يعمل حتى عندما يتوقف تسجيل الدخول بكلمة المرور بعد محاولات خاطئة كثيرة.`)
};

/**
* | output |
* | --- |
* | "We e-mail a link to your account's address that signs you in once, without your password. It works even when sign-in with a password is paused after too many..." |
*
* @param {Page_Fix_Sign_In_Link_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_sign_in_link_intro = /** @type {((inputs?: Page_Fix_Sign_In_Link_IntroInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Sign_In_Link_IntroInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_sign_in_link_intro(inputs)
	if (locale === "de") return de_page_fix_sign_in_link_intro(inputs)
	if (locale === "es") return es_page_fix_sign_in_link_intro(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_sign_in_link_intro(inputs)
	if (locale === "ja") return ja_page_fix_sign_in_link_intro(inputs)
	if (locale === "ar") return ar_page_fix_sign_in_link_intro(inputs)
	return en_page_fix_sign_in_link_intro(inputs)
});