import { expect, it } from "vitest";
import { readSource, sourceFilesUnder } from "./source-files";

const IMPORT_MAP = "src/app/(payload)/admin/import-map.ts";

/**
 * The admin finds a custom component only through the generated import map: one named in the
 * configuration but missing from the map renders as nothing, silently, with no error anywhere.
 */
it("every admin component the configuration names is in the import map", () => {
  const named = new Set(
    sourceFilesUnder("src")
      .filter((file) => file !== IMPORT_MAP)
      .flatMap((file) =>
        [...readSource(file).matchAll(/["'](\/[\w./-]+#[A-Z]\w*)["']/g)].map((m) => m[1]!),
      ),
  );
  const map = readSource(IMPORT_MAP);
  const missing = [...named].filter((component) => !map.includes(`"${component}"`));
  expect(named.size).toBeGreaterThan(10);
  expect(missing, "run `npm run cms -- generate:importmap`").toEqual([]);
});
