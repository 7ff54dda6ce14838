/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} Ed_Schedule_HintInputs */

const en_ed_schedule_hint = /** @type {(inputs: Ed_Schedule_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In your time zone (${i?.zone}). It is published within a minute of that time, with whatever you have saved by then.`)
};

const fr_ed_schedule_hint = /** @type {(inputs: Ed_Schedule_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dans votre fuseau horaire (${i?.zone}). Elle est publiée dans la minute qui suit, avec tout ce que vous aurez enregistré d’ici là.`)
};

const de_ed_schedule_hint = /** @type {(inputs: Ed_Schedule_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In Ihrer Zeitzone (${i?.zone}). Sie erscheint innerhalb einer Minute nach dieser Zeit, mit allem, was Sie bis dahin gespeichert haben.`)
};

const es_ed_schedule_hint = /** @type {(inputs: Ed_Schedule_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En tu zona horaria (${i?.zone}). Se publica en el minuto siguiente a esa hora, con lo que hayas guardado hasta entonces.`)
};

const pt_br2_ed_schedule_hint = /** @type {(inputs: Ed_Schedule_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No seu fuso horário (${i?.zone}). É publicada até um minuto depois desse horário, com o que você tiver salvo até lá.`)
};

const ja_ed_schedule_hint = /** @type {(inputs: Ed_Schedule_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`あなたのタイムゾーン(${i?.zone})です。その時刻から1分以内に、それまでに保存した内容で公開されます。`)
};

const ar_ed_schedule_hint = /** @type {(inputs: Ed_Schedule_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`بتوقيتك المحلي (${i?.zone}). تُنشر خلال دقيقة من ذلك الوقت، بكل ما تكون قد حفظته حتى حينها.`)
};

/**
* | output |
* | --- |
* | "In your time zone ({zone}). It is published within a minute of that time, with whatever you have saved by then." |
*
* @param {Ed_Schedule_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_schedule_hint = /** @type {((inputs: Ed_Schedule_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Schedule_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_schedule_hint(inputs)
	if (locale === "de") return de_ed_schedule_hint(inputs)
	if (locale === "es") return es_ed_schedule_hint(inputs)
	if (locale === "pt-BR") return pt_br2_ed_schedule_hint(inputs)
	if (locale === "ja") return ja_ed_schedule_hint(inputs)
	if (locale === "ar") return ar_ed_schedule_hint(inputs)
	return en_ed_schedule_hint(inputs)
});