import { expect, test } from "@playwright/test";
import { startExtraServer } from "./support/next-server";

// A fresh install's seed once printed 21 "packages are not shown" lines: an owner reading the
// log on day one would think the site broken when nothing was.
test("a fresh install's first start logs nothing as broken, in either edition", async () => {
  test.setTimeout(120_000);
  const server = await startExtraServer({}, { fresh: true });
  try {
    for (const path of [
      "/",
      "/es",
      "/services/kitchen-remodeling",
      "/es/services/kitchen-remodeling",
    ])
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
    // The last step of the first start's seeding.
    await expect
      .poll(() => server.output(), { timeout: 60_000 })
      .toContain("Photos cleaned of location and camera data");
    const log = server.output();
    expect(log.split("\n").filter((line) => /is not shown|are not shown/.test(line))).toEqual([]);
  } finally {
    await server.stop();
  }
});
