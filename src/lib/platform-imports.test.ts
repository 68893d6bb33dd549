import { readdirSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** Lints a file of the platform that is not on disk, as the project's lint would. */
async function problemsOf(code: string, filePath = "src/lib/net/probe.ts") {
  const [result] = await new ESLint().lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "import/no-restricted-paths");
}

describe("the platform (src/lib) at the bottom", () => {
  const above = readdirSync("src", { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "lib")
    .map((entry) => entry.name);
  /** A real module of the folder: the rule judges imports it can resolve. */
  const moduleIn = (folder: string) => {
    const file = readdirSync(path.join("src", folder), { recursive: true, encoding: "utf8" })
      .filter((name) => /\.tsx?$/.test(name) && !name.endsWith(".d.ts"))
      .toSorted()[0];
    if (!file) throw new Error(`src/${folder} holds no module`);
    return `@/${folder}/${file
      .replace(/\.tsx?$/, "")
      .split(path.sep)
      .join("/")}`;
  };

  it("may not import any other folder of src, by alias or by relative path", async () => {
    expect(above).toEqual(expect.arrayContaining(["leads", "bookings", "editions", "start-up"]));
    for (const folder of above) {
      const probe = `import * as other from "${moduleIn(folder)}";\nexport const kept = other;\n`;
      expect(await problemsOf(probe), moduleIn(folder)).toHaveLength(1);
    }
    const relative = 'import { getLead } from "../../leads/store";\nexport const kept = getLead;\n';
    expect(await problemsOf(relative)).toHaveLength(1);
  }, 60_000);

  it("may not import the admin's configuration, which names every concept", async () => {
    const probe = 'import config from "@payload-config";\nexport const kept = config;\n';
    expect(await problemsOf(probe)).toHaveLength(1);
  });

  it("may import the platform itself", async () => {
    const probe = 'import { getDb } from "@/lib/db/client";\nexport const kept = getDb;\n';
    expect(await problemsOf(probe)).toHaveLength(0);
  });
});
