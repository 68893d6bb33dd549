import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test as setup } from "@playwright/test";
import { e2eOwnerSession } from "../../playwright.config";
import { owner } from "./support/cms";

setup("the owner signs in once for every test that acts as the owner", async ({ request }) => {
  const response = await request.post("/api/users/login", { data: owner });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  mkdirSync(path.dirname(e2eOwnerSession), { recursive: true });
  // The browser state (the sign-in cookie), plus the token for API calls.
  await request.storageState({ path: e2eOwnerSession });
  const state = JSON.parse(readFileSync(e2eOwnerSession, "utf8")) as object;
  writeFileSync(e2eOwnerSession, JSON.stringify({ ...state, token }));
});
