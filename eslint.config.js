// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import astro from "eslint-plugin-astro";
import globals from "globals";

/**
 * Browser code must never reach into server-only modules (STYLE.md, habit 2). A type may cross (it is
 * erased): the typed API client is built from the server's route types.
 */
const serverPattern = {
  group: ["**/server/**", "**/server"],
  allowTypeImports: true,
  message:
    "Only pages, the middleware and the server import src/server: components, layouts, islands, stores, client and shared code get data through props and Astro.locals.",
};
/**
 * The browser's layers, lowest first: shared, stores, client (API transport, toasts), islands (React
 * components), enhancers (the scripts that bring shared pages to life and mount islands into them).
 * Nothing imports a layer above its own, so there is no cycle.
 */
const upward = (above, layer) => ({
  group: above.flatMap((dir) => [`**/${dir}/**`, `**/${dir}`]),
  message: `${layer} does not import ${above.join(" or ")}: the browser's layers go shared, stores, client, islands, enhancers (src/enhancers mounts islands into pages).`,
});
const restrictImports = (...patterns) => ({
  "@typescript-eslint/no-restricted-imports": ["error", { patterns: [serverPattern, ...patterns] }],
});
const noServerImports = restrictImports();

export default tseslint.config(
  {
    ignores: [
      "dist/",
      ".astro/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      ".tmp/",
      "src/paraglide/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  ...astro.configs.recommended,
  {
    files: ["**/*.astro", "**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["src/components/**", "src/layouts/**", "src/enhancers/**"],
    rules: noServerImports,
  },
  { files: ["src/islands/**"], rules: restrictImports(upward(["enhancers"], "An island")) },
  { files: ["src/client/**"], rules: restrictImports(upward(["islands", "enhancers"], "The client")) },
  { files: ["src/stores/**"], rules: restrictImports(upward(["client", "islands", "enhancers"], "A store")) },
  {
    files: ["src/shared/**"],
    rules: restrictImports(upward(["stores", "client", "islands", "enhancers"], "Shared code")),
  },
  {
    // Route handlers know the caller is there after requireUser (its type says so): no `user!`.
    files: ["src/server/api/routes/**", "src/server/api/middleware/**"],
    rules: { "@typescript-eslint/no-non-null-assertion": "error" },
  },
  {
    // Tests poke at loose JSON answers on purpose.
    files: ["tests/**", "**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
);
