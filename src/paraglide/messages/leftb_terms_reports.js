/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Terms_ReportsInputs */

const en_leftb_terms_reports = /** @type {(inputs: Leftb_Terms_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone can report a story. The people who run this site may remove content or suspend accounts that break these rules.`)
};

const fr_leftb_terms_reports = /** @type {(inputs: Leftb_Terms_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout le monde peut signaler une histoire. Les personnes qui gèrent ce site peuvent retirer des contenus ou suspendre des comptes qui enfreignent ces règles.`)
};

const de_leftb_terms_reports = /** @type {(inputs: Leftb_Terms_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Person kann eine Geschichte melden. Die Betreiber dieser Website können Inhalte entfernen oder Konten sperren, die gegen diese Regeln verstoßen.`)
};

const es_leftb_terms_reports = /** @type {(inputs: Leftb_Terms_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera puede denunciar una historia. Las personas que gestionan este sitio pueden retirar contenido o suspender cuentas que incumplan estas normas.`)
};

const pt_br2_leftb_terms_reports = /** @type {(inputs: Leftb_Terms_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualquer pessoa pode denunciar uma história. As pessoas que administram este site podem remover conteúdo ou suspender contas que violem estas regras.`)
};

const ja_leftb_terms_reports = /** @type {(inputs: Leftb_Terms_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`誰でもストーリーを報告できます。このサイトの運営者は、これらのルールに違反するコンテンツを削除したり、アカウントを停止したりすることがあります。`)
};

const ar_leftb_terms_reports = /** @type {(inputs: Leftb_Terms_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يستطيع أي شخص الإبلاغ عن قصة. ويجوز للقائمين على هذا الموقع إزالة المحتوى أو تعليق الحسابات التي تخالف هذه القواعد.`)
};

/**
* | output |
* | --- |
* | "Anyone can report a story. The people who run this site may remove content or suspend accounts that break these rules." |
*
* @param {Leftb_Terms_ReportsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_terms_reports = /** @type {((inputs?: Leftb_Terms_ReportsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Terms_ReportsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_terms_reports(inputs)
	if (locale === "de") return de_leftb_terms_reports(inputs)
	if (locale === "es") return es_leftb_terms_reports(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_terms_reports(inputs)
	if (locale === "ja") return ja_leftb_terms_reports(inputs)
	if (locale === "ar") return ar_leftb_terms_reports(inputs)
	return en_leftb_terms_reports(inputs)
});