/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Help_AppearanceInputs */

const en_leftb_help_appearance = /** @type {(inputs: Leftb_Help_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The appearance button in the top bar sets the theme (soft, modern, dark, editorial or neutral) and the mode (light, dark, or follow your system). Your choice is remembered on this device, and on your account once you sign in.`)
};

const fr_leftb_help_appearance = /** @type {(inputs: Leftb_Help_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le bouton Apparence de la barre du haut règle le thème (doux, moderne, sombre, éditorial ou neutre) et le mode (clair, sombre ou comme le système). Votre choix est mémorisé sur cet appareil, et sur votre compte une fois que vous êtes connecté.`)
};

const de_leftb_help_appearance = /** @type {(inputs: Leftb_Help_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Schaltfläche „Darstellung“ in der oberen Leiste legt das Design fest (sanft, modern, dunkel, redaktionell oder neutral) und den Modus (hell, dunkel oder wie das System). Ihre Wahl wird auf diesem Gerät gespeichert und, sobald Sie angemeldet sind, auch in Ihrem Konto.`)
};

const es_leftb_help_appearance = /** @type {(inputs: Leftb_Help_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El botón de apariencia de la barra superior elige el tema (suave, moderno, oscuro, editorial o neutro) y el modo (claro, oscuro o según el sistema). Tu elección se recuerda en este dispositivo, y en tu cuenta cuando inicias sesión.`)
};

const pt_br2_leftb_help_appearance = /** @type {(inputs: Leftb_Help_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O botão de aparência na barra superior define o tema (suave, moderno, escuro, editorial ou neutro) e o modo (claro, escuro ou seguir o sistema). Sua escolha fica salva neste dispositivo e, depois que você entra, na sua conta.`)
};

const ja_leftb_help_appearance = /** @type {(inputs: Leftb_Help_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上部バーの表示ボタンで、テーマ（ソフト、モダン、ダーク、エディトリアル、ニュートラル）とモード（ライト、ダーク、システムに合わせる）を設定できます。選んだ設定はこの端末に保存され、ログインするとアカウントにも保存されます。`)
};

const ar_leftb_help_appearance = /** @type {(inputs: Leftb_Help_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يضبط زر المظهر في الشريط العلوي السمة (ناعم أو عصري أو داكن أو تحريري أو محايد) والوضع (فاتح أو داكن أو حسب النظام). يُحفظ اختيارك على هذا الجهاز، وفي حسابك بعد تسجيل الدخول.`)
};

/**
* | output |
* | --- |
* | "The appearance button in the top bar sets the theme (soft, modern, dark, editorial or neutral) and the mode (light, dark, or follow your system). Your choice..." |
*
* @param {Leftb_Help_AppearanceInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_help_appearance = /** @type {((inputs?: Leftb_Help_AppearanceInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Help_AppearanceInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_help_appearance(inputs)
	if (locale === "de") return de_leftb_help_appearance(inputs)
	if (locale === "es") return es_leftb_help_appearance(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_help_appearance(inputs)
	if (locale === "ja") return ja_leftb_help_appearance(inputs)
	if (locale === "ar") return ar_leftb_help_appearance(inputs)
	return en_leftb_help_appearance(inputs)
});