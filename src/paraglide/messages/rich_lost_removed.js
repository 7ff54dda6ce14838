/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Lost_RemovedInputs */

const en_rich_lost_removed = /** @type {(inputs: Rich_Lost_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You were removed from this story's authors: it no longer takes your changes.`)
};

const fr_rich_lost_removed = /** @type {(inputs: Rich_Lost_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez été retiré des auteurs de cette histoire : elle ne prend plus vos modifications.`)
};

const de_rich_lost_removed = /** @type {(inputs: Rich_Lost_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie wurden als Autor dieser Geschichte entfernt: Ihre Änderungen werden nicht mehr übernommen.`)
};

const es_rich_lost_removed = /** @type {(inputs: Rich_Lost_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te quitaron de los autores de esta historia: ya no acepta tus cambios.`)
};

const pt_br2_rich_lost_removed = /** @type {(inputs: Rich_Lost_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você foi removido dos autores desta história: ela não aceita mais suas alterações.`)
};

const ja_rich_lost_removed = /** @type {(inputs: Rich_Lost_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このストーリーの共著者から外されました。変更は反映されなくなります。`)
};

const ar_rich_lost_removed = /** @type {(inputs: Rich_Lost_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُزلت من مؤلفي هذه القصة: لم تعد تقبل تعديلاتك.`)
};

/**
* | output |
* | --- |
* | "You were removed from this story's authors: it no longer takes your changes." |
*
* @param {Rich_Lost_RemovedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_lost_removed = /** @type {((inputs?: Rich_Lost_RemovedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Lost_RemovedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_lost_removed(inputs)
	if (locale === "de") return de_rich_lost_removed(inputs)
	if (locale === "es") return es_rich_lost_removed(inputs)
	if (locale === "pt-BR") return pt_br2_rich_lost_removed(inputs)
	if (locale === "ja") return ja_rich_lost_removed(inputs)
	if (locale === "ar") return ar_rich_lost_removed(inputs)
	return en_rich_lost_removed(inputs)
});