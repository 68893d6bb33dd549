import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BUILT_SITE_URL_FILE, siteUrlFrom } from "../../scripts/site-url.mjs";

const startScript = path.resolve(import.meta.dirname, "../../scripts/start.mjs");

/** A build folder whose "server" only says that it ran, so start.mjs can be run for real. */
function fakeBuild(builtFor: string | null): string {
  const distDir = mkdtempSync(path.join(tmpdir(), "start-test-"));
  mkdirSync(path.join(distDir, "standalone"));
  writeFileSync(
    path.join(distDir, "standalone", "server.js"),
    'console.log(`server ran for ${process.env.SITE_URL ?? "default"}`);',
  );
  if (builtFor)
    writeFileSync(path.join(distDir, BUILT_SITE_URL_FILE), JSON.stringify({ siteUrl: builtFor }));
  return distDir;
}

function start(distDir: string, siteUrl: string | undefined) {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_DIST_DIR: distDir, PORT: "0" };
  if (siteUrl === undefined) delete env.SITE_URL;
  else env.SITE_URL = siteUrl;
  return spawnSync(process.execPath, [startScript], { env, encoding: "utf8", timeout: 20_000 });
}

describe("npm start and SITE_URL", () => {
  let distDir = "";
  beforeEach(() => {
    distDir = "";
  });
  afterEach(() => {
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  });

  it("refuses to start when SITE_URL differs from the build's, and says what to do", () => {
    distDir = fakeBuild("https://www.example.com");
    const result = start(distDir, "https://staging.example.com");
    expect(result.status).toBe(1);
    expect(result.stdout).not.toContain("server ran");
    expect(result.stderr).toContain(
      "SITE_URL is https://staging.example.com, but this build's pages were made for https://www.example.com.",
    );
    expect(result.stderr).toContain("start with SITE_URL=https://www.example.com");
    expect(result.stderr).toContain("SITE_URL=https://staging.example.com npm run build");
  });

  it("refuses an unset SITE_URL for a build made for a public origin", () => {
    distDir = fakeBuild("https://www.example.com");
    const result = start(distDir, undefined);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("SITE_URL is http://localhost:3000");
  });

  it("starts when SITE_URL names the same origin, written with a trailing slash or spaces", () => {
    distDir = fakeBuild("https://www.example.com");
    const result = start(distDir, " https://www.example.com/ ");
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("server ran");
    expect(result.status).toBe(0);
  });

  it("starts a build that recorded no SITE_URL", () => {
    distDir = fakeBuild(null);
    const result = start(distDir, "https://www.example.com");
    expect(result.stdout).toContain("server ran");
    expect(result.status).toBe(0);
  });
});

describe("siteUrlFrom", () => {
  it("reads SITE_URL exactly as the business facts module does", async () => {
    for (const value of [
      undefined,
      "",
      "  ",
      "https://www.example.com/",
      " http://127.0.0.1:3100 ",
    ]) {
      const previous = process.env.SITE_URL;
      if (value === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = value;
      try {
        vi.resetModules();
        const { siteUrl } = await import("../../src/lib/seo/site-url");
        expect(siteUrlFrom(process.env), String(value)).toBe(siteUrl);
      } finally {
        if (previous === undefined) delete process.env.SITE_URL;
        else process.env.SITE_URL = previous;
      }
    }
  });
});
