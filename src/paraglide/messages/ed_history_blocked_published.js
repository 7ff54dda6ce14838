/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_History_Blocked_PublishedInputs */

const en_ed_history_blocked_published = /** @type {(inputs: Ed_History_Blocked_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update the story (or undo your changes) first: restoring would replace them.`)
};

const fr_ed_history_blocked_published = /** @type {(inputs: Ed_History_Blocked_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettez d’abord l’histoire à jour (ou annulez vos modifications) : la restauration les remplacerait.`)
};

const de_ed_history_blocked_published = /** @type {(inputs: Ed_History_Blocked_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktualisieren Sie zuerst die Geschichte (oder machen Sie Ihre Änderungen rückgängig): Wiederherstellen würde sie ersetzen.`)
};

const es_ed_history_blocked_published = /** @type {(inputs: Ed_History_Blocked_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualiza primero la historia (o deshaz tus cambios): restaurar los reemplazaría.`)
};

const pt_br2_ed_history_blocked_published = /** @type {(inputs: Ed_History_Blocked_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualize a história primeiro (ou desfaça suas alterações): restaurar as substituiria.`)
};

const ja_ed_history_blocked_published = /** @type {(inputs: Ed_History_Blocked_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`先に記事を更新(または変更を元に戻)してください:復元すると変更が置き換えられます。`)
};

const ar_ed_history_blocked_published = /** @type {(inputs: Ed_History_Blocked_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدّث القصة أولًا (أو تراجع عن تغييراتك): الاستعادة ستستبدلها.`)
};

/**
* | output |
* | --- |
* | "Update the story (or undo your changes) first: restoring would replace them." |
*
* @param {Ed_History_Blocked_PublishedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_history_blocked_published = /** @type {((inputs?: Ed_History_Blocked_PublishedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_History_Blocked_PublishedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_history_blocked_published(inputs)
	if (locale === "de") return de_ed_history_blocked_published(inputs)
	if (locale === "es") return es_ed_history_blocked_published(inputs)
	if (locale === "pt-BR") return pt_br2_ed_history_blocked_published(inputs)
	if (locale === "ja") return ja_ed_history_blocked_published(inputs)
	if (locale === "ar") return ar_ed_history_blocked_published(inputs)
	return en_ed_history_blocked_published(inputs)
});