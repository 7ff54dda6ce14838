/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown> }} Ed_Import_DoneInputs */

const en_ed_import_done = /** @type {(inputs: Ed_Import_DoneInputs) => LocalizedString} */ (i) => {const c = registry.plural("en", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`Imported ${i?.n} story as drafts`);
	return /** @type {LocalizedString} */ (`Imported ${i?.n} stories as drafts`)
	
};

const fr_ed_import_done = /** @type {(inputs: Ed_Import_DoneInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} histoire importée en brouillon`);
	return /** @type {LocalizedString} */ (`${i?.n} histoires importées en brouillons`)
	
};

const de_ed_import_done = /** @type {(inputs: Ed_Import_DoneInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} Geschichte als Entwurf importiert`);
	return /** @type {LocalizedString} */ (`${i?.n} Geschichten als Entwürfe importiert`)
	
};

const es_ed_import_done = /** @type {(inputs: Ed_Import_DoneInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} historia importada como borrador`);
	return /** @type {LocalizedString} */ (`${i?.n} historias importadas como borradores`)
	
};

const pt_br2_ed_import_done = /** @type {(inputs: Ed_Import_DoneInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} história importada como rascunho`);
	return /** @type {LocalizedString} */ (`${i?.n} histórias importadas como rascunhos`)
	
};

const ja_ed_import_done = /** @type {(inputs: Ed_Import_DoneInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.n}件のストーリーを下書きとしてインポートしました`)
};

const ar_ed_import_done = /** @type {(inputs: Ed_Import_DoneInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "zero") return /** @type {LocalizedString} */ (`لم تُستورد أي قصة`);
	if (c === "one") return /** @type {LocalizedString} */ (`استُوردت قصة واحدة كمسودة`);
	if (c === "two") return /** @type {LocalizedString} */ (`استُوردت قصتان كمسودتين`);
	if (c === "few") return /** @type {LocalizedString} */ (`استُوردت ${i?.n} قصص كمسودات`);
	if (c === "many") return /** @type {LocalizedString} */ (`استُوردت ${i?.n} قصة كمسودات`);
	return /** @type {LocalizedString} */ (`استُوردت ${i?.n} قصة كمسودات`)
	
};

/**
* | c | output |
* | --- | --- |
* | "one" | "Imported {n} story as drafts" |
* | * | "Imported {n} stories as drafts" |
*
* @param {Ed_Import_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_import_done = /** @type {((inputs: Ed_Import_DoneInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Import_DoneInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_import_done(inputs)
	if (locale === "de") return de_ed_import_done(inputs)
	if (locale === "es") return es_ed_import_done(inputs)
	if (locale === "pt-BR") return pt_br2_ed_import_done(inputs)
	if (locale === "ja") return ja_ed_import_done(inputs)
	if (locale === "ar") return ar_ed_import_done(inputs)
	return en_ed_import_done(inputs)
});