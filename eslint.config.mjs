import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { existsSync, readdirSync } from "node:fs";

/**
 * The platform: the folder that serves every concept and names none (README, "Project layout").
 * Everything else in src/ (each concept, the components, the start-up, the routes, the admin's
 * configuration) stands above it; the list is read from the folder, so a new concept is covered
 * the day it is made.
 */
const platform = "lib";
const abovePlatform = readdirSync(new URL("./src", import.meta.url), { withFileTypes: true })
  .map((entry) => entry.name)
  .filter((name) => name !== platform)
  .map((name) => `./src/${name}`);

/** The folders that wire concepts together, and so may reach into any: the routes, the start-up. */
const wiring = ["app", "start-up"];
const folders = readdirSync(new URL("./src", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The concepts, and the shared components beside them, which import concepts as concepts do. */
const importers = folders.filter((name) => name !== platform && !wiring.includes(name));
/** The shared components: building blocks any concept may use, themselves no concept. */
const shared = "components";
const concepts = importers.filter((name) => name !== shared);
const doorsOf = (name) =>
  ["index", "ui", "server"].filter((door) =>
    existsSync(new URL(`./src/${name}/${door}.ts`, import.meta.url)),
  );
/**
 * Every concept is entered through its door (`index.ts`; `ui.ts` for its components, kept apart
 * because plain scripts such as the browser tests read the index; `server.ts` for what only the
 * server runs): the rest of its folder is its own. Read from the folders, so a new concept is held
 * to its door the day it is made.
 */
const surfacedZones = concepts.map((name) => ({
  target: importers.filter((other) => other !== name).map((other) => `./src/${other}`),
  from: `./src/${name}`,
  except: ["./index.ts", "./ui.ts", "./server.ts"],
  message: doorsOf(name).length
    ? `Other concepts use ${name} through its door: ${doorsOf(name)
        .map((door) => `"@/${name}${door === "index" ? "" : `/${door}`}"`)
        .join(", ")}.`
    : `Nothing of ${name} is for other concepts yet: export what they need from src/${name}/index.ts.`,
}));

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // Public pages link with plain anchors on purpose: each page is rendered per request, and
      // plain anchors keep the router's link code (about 3.5 KB gzipped) off every page
      // (decisions.md §6: content pages at most 5 KB of JavaScript above a bare page).
      "@next/next/no-html-link-for-pages": "off",
    },
  },
  {
    // Routes import the code; nothing imports a route (server actions live with their concept).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/app/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/app", "@/app/*"], message: "Nothing imports a route." }] },
      ],
    },
  },
  {
    // The platform serves every concept and names none; a concept hands it what it needs at
    // start (src/start-up). By path, so a relative import or an alias cannot get round it.
    files: ["src/lib/**/*.{ts,tsx,mts,mjs}"],
    ignores: ["src/lib/**/*.test.ts"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: `./src/${platform}`,
              from: abovePlatform,
              message: "The platform (src/lib) imports no concept, component, route or config.",
            },
          ],
        },
      ],
    },
  },
  {
    files: importers.map((name) => `src/${name}/**/*.{ts,tsx}`),
    ignores: ["src/**/*.test.ts"],
    rules: { "import/no-restricted-paths": ["error", { zones: surfacedZones }] },
  },
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    "data/**",
    "test-results/**",
    "playwright-report/**",
    "bench/reference/.next/**",
    // Written by the admin engine's commands (npm run cms -- …).
    "src/lib/cms/migrations/**",
    "src/lib/cms/payload-types.ts",
    "src/app/(payload)/admin/import-map.ts",
  ]),
]);
