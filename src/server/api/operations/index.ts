/**
 * Each operation's summary and description for the OpenAPI document. The routes and their zod
 * schemas give the parameters and bodies (openapi.ts); these words say what a call is for, from
 * the routes and docs/api.md. tests/api/openapi.test.ts fails on an operation without them and on
 * words for a route that no longer exists, so the two cannot drift apart unnoticed.
 */
import { ACCOUNT_OPERATIONS } from "./accounts.ts";
import { COMMUNITY_OPERATIONS } from "./community.ts";
import { POST_OPERATIONS } from "./posts.ts";
import type { OperationDocs } from "./types.ts";

export const OPERATION_DOCS: OperationDocs = { ...ACCOUNT_OPERATIONS, ...POST_OPERATIONS, ...COMMUNITY_OPERATIONS };
