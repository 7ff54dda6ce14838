/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Leftb_Privacy_IntroInputs */

const en_leftb_privacy_intro = /** @type {(inputs: Leftb_Privacy_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This policy explains what ${i?.site} stores about you, why, and what you can do about it. We keep as little as we can and we never sell your data.`)
};

const fr_leftb_privacy_intro = /** @type {(inputs: Leftb_Privacy_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cette politique explique ce que ${i?.site} conserve à votre sujet, pourquoi, et ce que vous pouvez y faire. Nous conservons le moins de données possible et nous ne vendons jamais vos données.`)
};

const de_leftb_privacy_intro = /** @type {(inputs: Leftb_Privacy_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diese Erklärung beschreibt, was ${i?.site} über Sie speichert, warum, und was Sie dagegen tun können. Wir speichern so wenig wie möglich und verkaufen Ihre Daten niemals.`)
};

const es_leftb_privacy_intro = /** @type {(inputs: Leftb_Privacy_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta política explica qué guarda ${i?.site} sobre ti, por qué y qué puedes hacer al respecto. Guardamos lo mínimo posible y nunca vendemos tus datos.`)
};

const pt_br2_leftb_privacy_intro = /** @type {(inputs: Leftb_Privacy_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta política explica o que ${i?.site} guarda sobre você, por quê e o que você pode fazer a respeito. Guardamos o mínimo possível e nunca vendemos seus dados.`)
};

const ja_leftb_privacy_intro = /** @type {(inputs: Leftb_Privacy_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`このポリシーでは、${i?.site}があなたについて何を保存するのか、その理由、そしてあなたにできることを説明します。保存する情報はできるだけ少なくし、あなたのデータを売ることは決してありません。`)
};

const ar_leftb_privacy_intro = /** @type {(inputs: Leftb_Privacy_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`توضح هذه السياسة ما يحفظه ${i?.site} عنك، ولماذا، وما الذي يمكنك فعله حيال ذلك. نحتفظ بأقل قدر ممكن، ولا نبيع بياناتك أبدًا.`)
};

/**
* | output |
* | --- |
* | "This policy explains what {site} stores about you, why, and what you can do about it. We keep as little as we can and we never sell your data." |
*
* @param {Leftb_Privacy_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_privacy_intro = /** @type {((inputs: Leftb_Privacy_IntroInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Privacy_IntroInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_privacy_intro(inputs)
	if (locale === "de") return de_leftb_privacy_intro(inputs)
	if (locale === "es") return es_leftb_privacy_intro(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_privacy_intro(inputs)
	if (locale === "ja") return ja_leftb_privacy_intro(inputs)
	if (locale === "ar") return ar_leftb_privacy_intro(inputs)
	return en_leftb_privacy_intro(inputs)
});