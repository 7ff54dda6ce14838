/**
 * The messages (decision 020). On the server the language comes from the request
 * (server/i18n/request-locale.ts); in the browser from `<html lang>`, which the server set
 * (client-runtime.ts stands in for Paraglide's runtime there).
 */
export { m } from "../paraglide/messages.js";
export { getLocale } from "../paraglide/runtime.js";
