/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_ConsentInputs */

const en_st_consent = /** @type {(inputs: St_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These people agreed to get my stories by e-mail. Without this, they are imported as waiting to confirm and get nothing.`)
};

const fr_st_consent = /** @type {(inputs: St_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces personnes ont accepté de recevoir mes histoires par e-mail. Sinon, elles sont importées en attente de confirmation et ne reçoivent rien.`)
};

const de_st_consent = /** @type {(inputs: St_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Personen haben zugestimmt, meine Geschichten per E-Mail zu erhalten. Ohne diese Angabe werden sie als unbestätigt importiert und erhalten nichts.`)
};

const es_st_consent = /** @type {(inputs: St_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estas personas aceptaron recibir mis historias por correo. Sin esto, se importan pendientes de confirmar y no reciben nada.`)
};

const pt_br2_st_consent = /** @type {(inputs: St_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essas pessoas aceitaram receber minhas histórias por e-mail. Sem isso, são importadas aguardando confirmação e não recebem nada.`)
};

const ja_st_consent = /** @type {(inputs: St_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この人たちはメールで私の記事を受け取ることに同意しています。チェックしない場合、確認待ちとしてインポートされ、何も届きません。`)
};

const ar_st_consent = /** @type {(inputs: St_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وافق هؤلاء على تلقّي قصصي بالبريد. من دون ذلك، يُستوردون في انتظار التأكيد ولا يصلهم شيء.`)
};

/**
* | output |
* | --- |
* | "These people agreed to get my stories by e-mail. Without this, they are imported as waiting to confirm and get nothing." |
*
* @param {St_ConsentInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_consent = /** @type {((inputs?: St_ConsentInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_ConsentInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_consent(inputs)
	if (locale === "de") return de_st_consent(inputs)
	if (locale === "es") return es_st_consent(inputs)
	if (locale === "pt-BR") return pt_br2_st_consent(inputs)
	if (locale === "ja") return ja_st_consent(inputs)
	if (locale === "ar") return ar_st_consent(inputs)
	return en_st_consent(inputs)
});