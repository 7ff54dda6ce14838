import { describe, expect, it } from "vitest";
import { fromAcceptLanguage, negotiateLocale } from "./negotiate.ts";

describe("negotiateLocale", () => {
  it("prefers the account's setting, then the switcher's cookie, then the browser", () => {
    expect(negotiateLocale({ setting: "ja", cookie: "fr", acceptLanguage: "de" })).toBe("ja");
    expect(negotiateLocale({ setting: null, cookie: "fr", acceptLanguage: "de" })).toBe("fr");
    expect(negotiateLocale({ cookie: "xx", acceptLanguage: "de-CH, en;q=0.5" })).toBe("de");
  });

  it("weighs q-values and regional variants, and falls back to English", () => {
    expect(fromAcceptLanguage("en;q=0.4, fr-FR;q=0.9")).toBe("fr");
    expect(fromAcceptLanguage("ar-EG")).toBe("ar");
    expect(fromAcceptLanguage("pt")).toBe("pt-BR");
    expect(fromAcceptLanguage("zh-CN")).toBe("en");
    expect(fromAcceptLanguage(undefined)).toBe("en");
    expect(negotiateLocale({})).toBe("en");
  });
});
