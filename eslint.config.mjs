import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import jsxA11y from "eslint-plugin-jsx-a11y";

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
