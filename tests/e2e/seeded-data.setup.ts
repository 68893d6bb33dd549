import { rmSync } from "node:fs";
import { expect, test as setup } from "@playwright/test";
import { seededDataDir, startExtraServer } from "./support/next-server";

setup(
  "a fresh install is migrated and seeded once for the tests that start their own server",
  async () => {
    setup.setTimeout(120_000);
    rmSync(seededDataDir, { recursive: true, force: true });
    const server = await startExtraServer(
      { ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined },
      { dataDir: seededDataDir },
    );
    // A public page waits for the seed (start-up/seed.ts), so the copy holds the seeded site.
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect(server.output()).toContain("Seeded posts");
    await server.stop({ keepData: true });
  },
);
