import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import jsxA11y from "eslint-plugin-jsx-a11y";

/** The folders of src that are a concept the owner edits or a visitor meets. */
const concepts = [
  "accounts",
  "business",
  "cities",
  "faqs",
  "ideas",
  "leads",
  "legal",
  "photos",
  "posts",
  "projects",
  "reviews",
  "services",
  "site",
  "tools",
];

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
    // start (src/start-up). README: "How the code is laid out".
    files: ["src/lib/**/*.{ts,tsx}"],
    ignores: ["src/lib/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "@/app/*",
                "@/components/*",
                "@/start-up/*",
                ...concepts.map((concept) => `@/${concept}/*`),
              ],
              message: "The platform (src/lib) imports no concept, component or route.",
            },
          ],
        },
      ],
    },
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
