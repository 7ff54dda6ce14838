/**
 * `npm run dev`: Astro's dev server with the same /api and socket.io mounted on it, so hot reload
 * covers the whole app. Pages reach the context through a global here because Vite loads them in
 * its own module graph; the production server hands it over through `locals` instead.
 */
import type { AstroIntegration } from "astro";
import type { Server as HttpServer } from "node:http";

export const DEV_APP_KEY = Symbol.for("inkwell.devApp");

export function devServer(): AstroIntegration {
  return {
    name: "inkwell-dev-server",
    hooks: {
      "astro:server:setup": async ({ server, logger }) => {
        const { getRequestListener } = await import("@hono/node-server");
        const { loadConfig } = await import("../config.ts");
        const { loadDotEnv } = await import("../env-file.ts");
        loadDotEnv();
        const { createAppContext } = await import("../context.ts");
        const { createApi } = await import("../api/app.ts");
        const { attachRealtime } = await import("../realtime/io.ts");
        const { setSecurityHeaders } = await import("../http/security-headers.ts");
        const app = await createAppContext(loadConfig({ NODE_ENV: "development", ...process.env }));
        (globalThis as Record<symbol, unknown>)[DEV_APP_KEY] = app;
        const apiListener = getRequestListener(createApi(app).fetch);
        server.middlewares.use((req, res, next) => {
          if (!req.url?.startsWith("/api/")) return next();
          setSecurityHeaders(req, res, true);
          void apiListener(req, res);
        });
        if (server.httpServer) attachRealtime(server.httpServer as HttpServer, app);
        server.httpServer?.once("close", () => void app.close());
        logger.info(`API and realtime mounted on the dev server (${app.database.engine})`);
      },
    },
  };
}
