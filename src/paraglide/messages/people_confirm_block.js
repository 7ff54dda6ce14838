/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} People_Confirm_BlockInputs */

const en_people_confirm_block = /** @type {(inputs: People_Confirm_BlockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Block ${i?.name}? You will stop following each other, neither of you can react to the other's stories, and you will no longer see theirs.`)
};

const fr_people_confirm_block = /** @type {(inputs: People_Confirm_BlockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bloquer ${i?.name} ? Vous cesserez de vous suivre mutuellement, aucun de vous ne pourra réagir aux histoires de l’autre, et vous ne verrez plus les siennes.`)
};

const de_people_confirm_block = /** @type {(inputs: People_Confirm_BlockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} blockieren? Ihr folgt einander nicht mehr, keiner von euch kann auf die Geschichten des anderen reagieren, und du siehst ihre Geschichten nicht mehr.`)
};

const es_people_confirm_block = /** @type {(inputs: People_Confirm_BlockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Bloquear a ${i?.name}? Dejaréis de seguiros, ninguno podrá reaccionar a las historias del otro y ya no verás las suyas.`)
};

const pt_br2_people_confirm_block = /** @type {(inputs: People_Confirm_BlockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bloquear ${i?.name}? Vocês deixarão de se seguir, nenhum dos dois poderá reagir às histórias do outro e você não verá mais as dessa pessoa.`)
};

const ja_people_confirm_block = /** @type {(inputs: People_Confirm_BlockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} をブロックしますか？お互いのフォローが解除され、相手のストーリーに反応できなくなり、相手のストーリーも表示されなくなります。`)
};

const ar_people_confirm_block = /** @type {(inputs: People_Confirm_BlockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هل تريد حظر ${i?.name}؟ ستتوقفان عن متابعة أحدكما الآخر، ولن يستطيع أيٌّ منكما التفاعل مع قصص الآخر، ولن ترى قصصه بعد الآن.`)
};

/**
* | output |
* | --- |
* | "Block {name}? You will stop following each other, neither of you can react to the other's stories, and you will no longer see theirs." |
*
* @param {People_Confirm_BlockInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const people_confirm_block = /** @type {((inputs: People_Confirm_BlockInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Confirm_BlockInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_people_confirm_block(inputs)
	if (locale === "de") return de_people_confirm_block(inputs)
	if (locale === "es") return es_people_confirm_block(inputs)
	if (locale === "pt-BR") return pt_br2_people_confirm_block(inputs)
	if (locale === "ja") return ja_people_confirm_block(inputs)
	if (locale === "ar") return ar_people_confirm_block(inputs)
	return en_people_confirm_block(inputs)
});