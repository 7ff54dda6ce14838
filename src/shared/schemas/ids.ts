/** Ids are UUIDs everywhere: one pattern for look-ups that take "an id or something else", one schema for input. */
import { z } from "zod";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` has the shape of an id (an address may hold an id or a slug, a username...). */
export const isUuid = (value: string): boolean => UUID.test(value);

/** An id in a request, refused with `error` (what the reader should hear) when it is not one. */
export const idSchema = (error: string) => z.uuid({ error });
