import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@payload-config": fileURLToPath(new URL("./src/payload.config.ts", import.meta.url)),
      "server-only": fileURLToPath(new URL("./tests/support/server-only-stub.ts", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    // Integration tests hash passwords and talk to real servers: on a busy shared machine a
    // sign-in test took 5 s. A ceiling, not a wait: a test still ends when it is done.
    testTimeout: 20_000,
    // Registering the concepts loads every concept of the app, over a second per test file: as a
    // setup file for all ~200 files it took 250 s of a 520 s run, though few need it. The
    // integration tests run the app as the server does, so they all get it; any other test that
    // needs it (it fails with "… not registered", "No migration chain …" or a missing channel)
    // imports tests/support/register-concepts.ts itself, first.
    projects: [
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: ["tests/support/register-concepts.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "src/**/*.test.ts",
            "tests/repository/**/*.test.ts",
            "bench/**/*.test.mjs",
            "scripts/**/*.test.mjs",
          ],
        },
      },
    ],
  },
});
