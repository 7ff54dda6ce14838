/** An operation's words for the OpenAPI document, keyed `METHOD /path` as the document names it. */
export type OperationDocs = Record<string, { summary: string; description: string }>;
