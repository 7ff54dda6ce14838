/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Privacy_CookiesInputs */

const en_leftb_privacy_cookies = /** @type {(inputs: Leftb_Privacy_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We use only what the site needs to work: cookies that keep you signed in, a cookie that remembers your appearance settings, and your browser's local storage for your session and unsaved writing. There are no advertising or tracking cookies.`)
};

const fr_leftb_privacy_cookies = /** @type {(inputs: Leftb_Privacy_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’utilisons que ce dont le site a besoin pour fonctionner : des cookies qui vous gardent connecté, un cookie qui retient vos réglages d’apparence, et le stockage local de votre navigateur pour votre session et vos textes non enregistrés. Il n’y a aucun cookie publicitaire ni de traçage.`)
};

const de_leftb_privacy_cookies = /** @type {(inputs: Leftb_Privacy_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir verwenden nur, was die Website zum Funktionieren braucht: Cookies, die Sie angemeldet halten, ein Cookie, das sich Ihre Darstellungseinstellungen merkt, und den lokalen Speicher Ihres Browsers für Ihre Sitzung und noch nicht gespeicherte Texte. Es gibt keine Werbe- oder Tracking-Cookies.`)
};

const es_leftb_privacy_cookies = /** @type {(inputs: Leftb_Privacy_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo usamos lo que el sitio necesita para funcionar: cookies que mantienen tu sesión iniciada, una cookie que recuerda tus ajustes de apariencia y el almacenamiento local de tu navegador para tu sesión y lo que has escrito sin guardar. No hay cookies de publicidad ni de seguimiento.`)
};

const pt_br2_leftb_privacy_cookies = /** @type {(inputs: Leftb_Privacy_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usamos apenas o que o site precisa para funcionar: cookies que mantêm você conectado, um cookie que lembra suas configurações de aparência e o armazenamento local do seu navegador para sua sessão e textos ainda não salvos. Não há cookies de publicidade nem de rastreamento.`)
};

const ja_leftb_privacy_cookies = /** @type {(inputs: Leftb_Privacy_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サイトの動作に必要なものだけを使います。ログイン状態を保つCookie、表示設定を記憶するCookie、そしてセッションと未保存の文章のためのブラウザーのローカルストレージです。広告やトラッキングのためのCookieは使いません。`)
};

const ar_leftb_privacy_cookies = /** @type {(inputs: Leftb_Privacy_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا نستخدم إلا ما يحتاجه الموقع ليعمل: ملفات تعريف ارتباط تُبقيك مسجّل الدخول، وملف تعريف ارتباط يتذكر إعدادات المظهر، والتخزين المحلي في متصفحك لجلستك ولما كتبته ولم يُحفظ بعد. لا توجد ملفات تعريف ارتباط للإعلانات أو للتتبع.`)
};

/**
* | output |
* | --- |
* | "We use only what the site needs to work: cookies that keep you signed in, a cookie that remembers your appearance settings, and your browser's local storage ..." |
*
* @param {Leftb_Privacy_CookiesInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_privacy_cookies = /** @type {((inputs?: Leftb_Privacy_CookiesInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Privacy_CookiesInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_privacy_cookies(inputs)
	if (locale === "de") return de_leftb_privacy_cookies(inputs)
	if (locale === "es") return es_leftb_privacy_cookies(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_privacy_cookies(inputs)
	if (locale === "ja") return ja_leftb_privacy_cookies(inputs)
	if (locale === "ar") return ar_leftb_privacy_cookies(inputs)
	return en_leftb_privacy_cookies(inputs)
});