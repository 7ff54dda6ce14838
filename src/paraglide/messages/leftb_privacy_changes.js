/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Privacy_ChangesInputs */

const en_leftb_privacy_changes = /** @type {(inputs: Leftb_Privacy_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When this policy changes, the date above changes too, and important changes are announced on the site.`)
};

const fr_leftb_privacy_changes = /** @type {(inputs: Leftb_Privacy_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lorsque cette politique change, la date ci-dessus change aussi, et les changements importants sont annoncés sur le site.`)
};

const de_leftb_privacy_changes = /** @type {(inputs: Leftb_Privacy_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn sich diese Erklärung ändert, ändert sich auch das Datum oben, und wichtige Änderungen werden auf der Website angekündigt.`)
};

const es_leftb_privacy_changes = /** @type {(inputs: Leftb_Privacy_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuando esta política cambia, la fecha de arriba también cambia, y los cambios importantes se anuncian en el sitio.`)
};

const pt_br2_leftb_privacy_changes = /** @type {(inputs: Leftb_Privacy_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quando esta política muda, a data acima também muda, e as mudanças importantes são anunciadas no site.`)
};

const ja_leftb_privacy_changes = /** @type {(inputs: Leftb_Privacy_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このポリシーが変更された場合は上記の日付も変わり、重要な変更はサイト上でお知らせします。`)
};

const ar_leftb_privacy_changes = /** @type {(inputs: Leftb_Privacy_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عندما تتغير هذه السياسة يتغير التاريخ أعلاه أيضًا، ويُعلَن عن التغييرات المهمة على الموقع.`)
};

/**
* | output |
* | --- |
* | "When this policy changes, the date above changes too, and important changes are announced on the site." |
*
* @param {Leftb_Privacy_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_privacy_changes = /** @type {((inputs?: Leftb_Privacy_ChangesInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Privacy_ChangesInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_privacy_changes(inputs)
	if (locale === "de") return de_leftb_privacy_changes(inputs)
	if (locale === "es") return es_leftb_privacy_changes(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_privacy_changes(inputs)
	if (locale === "ja") return ja_leftb_privacy_changes(inputs)
	if (locale === "ar") return ar_leftb_privacy_changes(inputs)
	return en_leftb_privacy_changes(inputs)
});