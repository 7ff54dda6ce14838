/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** This process's one AppContext, handed over by the server entry (or the dev integration). */
    app: import("./server/context.ts").PageContext;
    /**
     * The signed-in reader, resolved once per request by src/middleware.ts. Always null on a shared
     * render, and reading it there is a cache-safety error (server/http/pages.ts).
     */
    user: import("./shared/user.ts").SelfUser | null;
    /** True while rendering a page shared by every reader (server/http/public-pages.ts). */
    sharedRender?: boolean;
    appearance: import("./shared/appearance.ts").Appearance;
    /** The page's language (src/middleware.ts; on a shared render, the one in its cache key). */
    locale: import("./shared/locale.ts").Locale;
  }
}

interface Window {
  /**
   * The page's one socket, opened by stores/realtime.ts for signed-in readers. The editor's live
   * co-editing rides on it (decision 018) and finds it here, so the realtime store every page loads
   * is not shared with the editor's code (which would cut it into a chunk of its own for readers too).
   */
  inkwellSocket?: import("socket.io-client").Socket;
}
interface WindowEventMap {
  /** `window.inkwellSocket` was set. */
  "inkwell:socket": Event;
}
