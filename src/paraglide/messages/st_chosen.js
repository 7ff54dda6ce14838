/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown> }} St_ChosenInputs */

const en_st_chosen = /** @type {(inputs: St_ChosenInputs) => LocalizedString} */ (i) => {const c = registry.plural("en", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} chosen.`);
	return /** @type {LocalizedString} */ (`${i?.n} chosen.`)
	
};

const fr_st_chosen = /** @type {(inputs: St_ChosenInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} choisi.`);
	return /** @type {LocalizedString} */ (`${i?.n} choisis.`)
	
};

const de_st_chosen = /** @type {(inputs: St_ChosenInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} gewählt.`);
	return /** @type {LocalizedString} */ (`${i?.n} gewählt.`)
	
};

const es_st_chosen = /** @type {(inputs: St_ChosenInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} elegido.`);
	return /** @type {LocalizedString} */ (`${i?.n} elegidos.`)
	
};

const pt_br2_st_chosen = /** @type {(inputs: St_ChosenInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} escolhido.`);
	return /** @type {LocalizedString} */ (`${i?.n} escolhidos.`)
	
};

const ja_st_chosen = /** @type {(inputs: St_ChosenInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.n}つ選択済み。`)
};

const ar_st_chosen = /** @type {(inputs: St_ChosenInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "zero") return /** @type {LocalizedString} */ (`لم تختر شيئًا.`);
	if (c === "one") return /** @type {LocalizedString} */ (`اخترت واحدًا.`);
	if (c === "two") return /** @type {LocalizedString} */ (`اخترت اثنين.`);
	if (c === "few") return /** @type {LocalizedString} */ (`اخترت ${i?.n}.`);
	if (c === "many") return /** @type {LocalizedString} */ (`اخترت ${i?.n}.`);
	return /** @type {LocalizedString} */ (`اخترت ${i?.n}.`)
	
};

/**
* | c | output |
* | --- | --- |
* | "one" | "{n} chosen." |
* | * | "{n} chosen." |
*
* @param {St_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_chosen = /** @type {((inputs: St_ChosenInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_ChosenInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_chosen(inputs)
	if (locale === "de") return de_st_chosen(inputs)
	if (locale === "es") return es_st_chosen(inputs)
	if (locale === "pt-BR") return pt_br2_st_chosen(inputs)
	if (locale === "ja") return ja_st_chosen(inputs)
	if (locale === "ar") return ar_st_chosen(inputs)
	return en_st_chosen(inputs)
});