/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Pick_FutureInputs */

const en_ed_pick_future = /** @type {(inputs: Ed_Pick_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a time in the future`)
};

const fr_ed_pick_future = /** @type {(inputs: Ed_Pick_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un moment dans le futur`)
};

const de_ed_pick_future = /** @type {(inputs: Ed_Pick_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie einen Zeitpunkt in der Zukunft`)
};

const es_ed_pick_future = /** @type {(inputs: Ed_Pick_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un momento en el futuro`)
};

const pt_br2_ed_pick_future = /** @type {(inputs: Ed_Pick_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha um horário no futuro`)
};

const ja_ed_pick_future = /** @type {(inputs: Ed_Pick_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未来の時刻を選んでください`)
};

const ar_ed_pick_future = /** @type {(inputs: Ed_Pick_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر وقتًا في المستقبل`)
};

/**
* | output |
* | --- |
* | "Pick a time in the future" |
*
* @param {Ed_Pick_FutureInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_pick_future = /** @type {((inputs?: Ed_Pick_FutureInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Pick_FutureInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_pick_future(inputs)
	if (locale === "de") return de_ed_pick_future(inputs)
	if (locale === "es") return es_ed_pick_future(inputs)
	if (locale === "pt-BR") return pt_br2_ed_pick_future(inputs)
	if (locale === "ja") return ja_ed_pick_future(inputs)
	if (locale === "ar") return ar_ed_pick_future(inputs)
	return en_ed_pick_future(inputs)
});