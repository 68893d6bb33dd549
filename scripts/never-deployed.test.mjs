import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { foldersNeverDeployed } from "./never-deployed.mjs";

let folder = "";
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("foldersNeverDeployed", () => {
  it("names the data, test and benchmark folders a server folder carries, and nothing else", () => {
    folder = mkdtempSync(path.join(tmpdir(), "server-"));
    for (const name of ["src", "public", "node_modules"]) mkdirSync(path.join(folder, name));
    expect(foldersNeverDeployed(folder)).toEqual([]);
    mkdirSync(path.join(folder, "data"));
    mkdirSync(path.join(folder, "tests"));
    expect(foldersNeverDeployed(folder)).toEqual(["data", "tests"]);
  });

  it("leaves out the build's own folder: the benchmark's server runs from .next-bench", () => {
    folder = mkdtempSync(path.join(tmpdir(), "server-"));
    mkdirSync(path.join(folder, ".next-bench"));
    expect(foldersNeverDeployed(folder, ".next-bench")).toEqual([]);
    expect(foldersNeverDeployed(folder)).toEqual([".next-bench"]);
  });
});
