import { afterEach, describe, expect, it } from "vitest";
import { overwriteGetLocale } from "../paraglide/runtime.js";
import { ApiError } from "./api-client";
import { FALLBACK_MESSAGES, handleApiError, type CatalogueEffects } from "./error-catalogue";

function effects(pathname: string, currentUrl = pathname) {
  const log: string[] = [];
  const fx: CatalogueEffects = {
    pathname,
    currentUrl,
    notifyError: (m, after) => void log.push(`toast${after ? "-next" : ""}:${m}`),
    clearSession: () => void log.push("clear"),
    navigate: (u) => void log.push(`go:${u}`),
  };
  return { fx, log };
}
const http = (status: number, data?: unknown) => new ApiError("http", `HTTP ${status}`, status, data);

afterEach(() => overwriteGetLocale(() => "en"));

describe("error catalogue (spec section 8)", () => {
  it("toasts the first errors[].message", () => {
    const { fx, log } = effects("/settings");
    handleApiError(
      http(400, { message: "Some fields are not valid", errors: [{ message: "First" }, { message: "Second" }] }),
      fx,
    );
    expect(log).toEqual(["toast:First"]);
  });

  it("falls back to the body's message when errors is absent or empty", () => {
    const { fx, log } = effects("/settings");
    handleApiError(http(409, { message: "That e-mail is taken" }), fx);
    handleApiError(http(409, { message: "Also taken", errors: [] }), fx);
    expect(log).toEqual(["toast:That e-mail is taken", "toast:Also taken"]);
  });

  it("on the home page, a 401 clears the session silently", () => {
    const { fx, log } = effects("/");
    handleApiError(http(401, { message: "You need to sign in to do that" }), fx);
    expect(log).toEqual(["clear"]);
  });

  it("elsewhere, a 401 toasts, clears the session and goes to login, coming back after", () => {
    const { fx, log } = effects("/drafts", "/drafts?page=2");
    handleApiError(http(401), fx);
    expect(log).toEqual([
      "clear",
      "toast-next:Unauthorized, please login again",
      "go:/auth/login?redirect=%2Fdrafts%3Fpage%3D2",
    ]);
  });

  it("gives each failure kind without a body a clear message", () => {
    for (const kind of ["fetch", "timeout", "parse"] as const) {
      const { fx, log } = effects("/x");
      handleApiError(new ApiError(kind, "boom"), fx);
      expect(log).toEqual([`toast:${FALLBACK_MESSAGES[kind]()}`]);
    }
  });

  it("says its own messages in the reader's language, English word for word as before", () => {
    const said = (kind: "fetch") => {
      const { fx, log } = effects("/x");
      handleApiError(new ApiError(kind, "boom"), fx);
      return log;
    };
    expect(said("fetch")).toEqual(["toast:Could not reach the server. Check your connection and try again."]);
    overwriteGetLocale(() => "fr");
    expect(said("fetch")).toEqual(["toast:Impossible de joindre le serveur. Vérifiez votre connexion et réessayez."]);
    const { fx, log } = effects("/drafts");
    handleApiError(http(401), fx);
    expect(log).toContain("toast-next:Session expirée, veuillez vous reconnecter");
  });
});
