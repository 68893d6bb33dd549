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
    include: [
      "src/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/repository/**/*.test.ts",
      "bench/**/*.test.mjs",
      "scripts/**/*.test.mjs",
    ],
    environment: "node",
    setupFiles: ["tests/support/register-concepts.ts"],
    // Integration tests hash passwords and talk to real servers: on a busy shared machine a
    // sign-in test took 5 s. A ceiling, not a wait: a test still ends when it is done.
    testTimeout: 20_000,
  },
});
