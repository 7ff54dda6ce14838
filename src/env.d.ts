/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** This process's one AppContext, handed over by the server entry (or the dev integration). */
    app: import("./server/context.ts").AppContext;
    /** The signed-in reader, resolved once per request by src/middleware.ts. */
    user: import("./shared/user.ts").SelfUser | null;
    appearance: import("./shared/appearance.ts").Appearance;
    /** A one-shot message carried over a redirect (shared/flash.ts). */
    flash: import("./shared/flash.ts").Flash | null;
  }
}
