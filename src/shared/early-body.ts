/** The story's body sent editable with `/edit-post` (see early-body-script.ts and rich/early-body.ts). */
export const EARLY_BODY_ID = "early-body";
/** Where a device remembers the writers who use the Markdown view (stores/editor-mode). */
export const MARKDOWN_WRITERS_KEY = "inkwell:markdown-writers";
/** Fired on the early body when an input is kept in it, and when the editor has done them all again. */
export const EARLY_INPUT_EVENT = "inkwell:early-input";
export const EARLY_DONE_EVENT = "inkwell:early-done";
