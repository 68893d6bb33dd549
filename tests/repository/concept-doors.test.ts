import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The rule's findings for a module of `folder` that is not on disk, as the project's lint sees it. */
async function problemsIn(folder: string, code: string) {
  const [result] = await new ESLint().lintText(code, { filePath: `src/${folder}/probe.ts` });
  return (result?.messages ?? []).filter((m) => m.ruleId === "import/no-restricted-paths");
}

const folders = readdirSync("src", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Every folder but the platform, the wiring (routes, start-up) and the shared components. */
const concepts = folders.filter((name) => !["lib", "app", "start-up", "components"].includes(name));
const withDoor = concepts.filter((name) => existsSync(path.join("src", name, "index.ts")));

/** A module of the concept behind its door (not index.ts, ui.ts or server.ts). */
function insideOf(concept: string) {
  const file = readdirSync(path.join("src", concept), { recursive: true, encoding: "utf8" })
    .filter(
      (name) => /\.tsx?$/.test(name) && !/(^|\/)(index|ui|server)\.ts$|\.test\.ts$/.test(name),
    )
    .toSorted()[0]!;
  return `@/${concept}/${file
    .replace(/\.tsx?$/, "")
    .split(path.sep)
    .join("/")}`;
}

describe("a concept is entered through its door (index.ts)", () => {
  it("knows the concepts from the folders", () => {
    expect(concepts).toEqual(expect.arrayContaining(["leads", "bookings", "business", "site"]));
    expect(withDoor).toEqual(expect.arrayContaining(["business", "services", "site", "photos"]));
  });

  it("refuses another concept, or a shared component, reaching behind the door", async () => {
    for (const concept of concepts) {
      const probe = `import * as inside from "${insideOf(concept)}";\nexport const kept = inside;\n`;
      const importer = concept === "leads" ? "services" : "leads";
      expect(await problemsIn(importer, probe), insideOf(concept)).toHaveLength(1);
      expect(await problemsIn("components", probe), insideOf(concept)).toHaveLength(1);
    }
  }, 60_000);

  it("lets them in by the door, and the concept itself anywhere in its folder", async () => {
    for (const concept of withDoor) {
      const byDoor = `import * as door from "@/${concept}";\nexport const kept = door;\n`;
      expect(await problemsIn("leads", byDoor), concept).toHaveLength(0);
      const own = `import * as inside from "${insideOf(concept)}";\nexport const kept = inside;\n`;
      expect(await problemsIn(concept, own), concept).toHaveLength(0);
    }
  }, 60_000);

  it("leaves the routes and the start-up free to wire any concept's parts", async () => {
    const probe = `import * as inside from "${insideOf("photos")}";\nexport const kept = inside;\n`;
    expect(await problemsIn("start-up", probe)).toHaveLength(0);
    expect(await problemsIn("app", probe)).toHaveLength(0);
  });
});
