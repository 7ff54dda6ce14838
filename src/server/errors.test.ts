/**
 * `instanceof` across copies of the errors module: Astro's build bundles its own copy for pages, and a
 * page's `err instanceof AppError` missed the errors services threw (a refused subscription showed
 * "404 Page not found"). A second copy is loaded here the way a bundle is: a module of its own.
 */
import { expect, it } from "vitest";
import { AppError, BadRequestError, ConflictError, hasStatus, NotFoundError } from "./errors.ts";

it("recognises an error made by another copy of the module, by class and subclass", async () => {
  const copy = (await import(/* @vite-ignore */ `./errors.ts?copy=${Date.now()}`)) as typeof import("./errors.ts");
  expect(copy.AppError).not.toBe(AppError);
  const thrown = new copy.BadRequestError("Give a valid e-mail address");
  expect(thrown instanceof AppError).toBe(true);
  expect(thrown instanceof BadRequestError).toBe(true);
  expect(thrown instanceof NotFoundError).toBe(false);
  expect(new ConflictError() instanceof copy.AppError).toBe(true);
  expect(new ConflictError() instanceof copy.ConflictError).toBe(true);
  expect(new AppError(400, "x") instanceof copy.BadRequestError).toBe(false);
  expect(hasStatus(thrown, 400)).toBe(true);
  expect(new Error("plain") instanceof AppError).toBe(false);
  expect(Object.assign(new Error("look-alike"), { status: 400 }) instanceof AppError).toBe(false);
  expect((null as unknown) instanceof AppError).toBe(false);
});
