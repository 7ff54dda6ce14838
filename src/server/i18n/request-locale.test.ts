import { describe, expect, it } from "vitest";
import { getLocale } from "../../paraglide/runtime.js";
import { requestScope } from "../logger.ts";
import { inLocale } from "./request-locale.ts";

describe("inLocale", () => {
  it("renders in the language within the request's own scope, which keeps its id (one store, not two)", async () => {
    const seen = await requestScope.run({ id: "req-1" }, () =>
      inLocale("fr", async () => {
        await Promise.resolve();
        return { locale: getLocale(), scope: requestScope.getStore() };
      }),
    );
    expect(seen.locale).toBe("fr");
    expect(seen.scope).toMatchObject({ id: "req-1", locale: "fr" });
    // Outside a request: the language alone; and concurrent renders never mix.
    const both = await Promise.all(
      (["de", "ja"] as const).map((l) => inLocale(l, () => Promise.resolve().then(() => getLocale()))),
    );
    expect(both).toEqual(["de", "ja"]);
    expect(inLocale("ar", () => requestScope.getStore())).toEqual({ locale: "ar" });
  });
});
