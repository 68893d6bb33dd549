import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { startRedis } from "../../tests/support/redis-server.mjs";
import { startSqld } from "../../tests/support/sqld-server.mjs";
import { startServer } from "./servers.mjs";

const owner = { email: "owner@bench.example.com", password: "bench owner password 2026" };

const median = (sorted) => sorted[Math.floor((sorted.length - 1) / 2)];

async function json(response) {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Views the home page until it comes from the page cache: what a visitor meets before a save. */
async function kept(origin) {
  for (let i = 0; i < 50; i++) {
    const response = await fetch(`${origin}/`);
    await response.arrayBuffer();
    const kept = response.headers.get("x-page-cache") ?? response.headers.get("x-nextjs-cache");
    if (kept === "HIT") return;
  }
  throw new Error(`${origin}/ never came from the page cache`);
}

/** Milliseconds until `origin`'s home page shows `words`, looking every 10 ms for 10 s. */
async function untilShown(origin, words, since) {
  while (performance.now() - since < 10_000) {
    if ((await (await fetch(`${origin}/`)).text()).includes(words))
      return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Infinity;
}

/** The owner's token; the account is made from ADMIN_EMAIL once the admin has started. */
async function signIn(origin) {
  for (let i = 0; ; i++) {
    const response = await fetch(`${origin}/api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(owner),
    });
    if (response.ok) return (await response.json()).token;
    if (i === 60) await json(response);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Two instances of the site on one libSQL server and one Redis (README, "When one machine is no
 * longer enough"): for each of `times` saves of a review in the admin of the first, the time until
 * the second instance's home page shows it.
 */
export async function saveToVisible({ site, ports, dataDir, times = 5 }) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const [sqld, redis] = await Promise.all([startSqld(dataDir), startRedis()]);
  const started = [];
  try {
    const starting = ports.map((port) =>
      startServer({
        ...site,
        name: `instance on ${port}`,
        port,
        readyPath: "/api/health",
        env: {
          ...site.env,
          DATABASE_URL: sqld.url,
          REDIS_URL: redis.url,
          ADMIN_EMAIL: owner.email,
          ADMIN_PASSWORD: owner.password,
          // The admin stays locked without a signing secret; both instances must share it.
          PAYLOAD_SECRET: "bench-cluster-signing-secret-0123456789abcdef",
          SMTP_URL: "",
          MEDIA_DIR: path.join(dataDir, `media-${port}`),
        },
      }).then((server) => (started.push(server), server)),
    );
    const [saver, viewer] = await Promise.all(starting);
    const token = await signIn(saver.origin);
    const headers = { Authorization: `JWT ${token}`, "content-type": "application/json" };
    const { docs } = await json(
      await fetch(`${saver.origin}/api/reviews?where[shown][equals]=true&limit=1&depth=0`, {
        headers,
      }),
    );
    const samples = [];
    for (let i = 0; i < times; i++) {
      await kept(viewer.origin);
      const words = `Bench save ${Date.now()} ${i}: the crew kept the driveway clear every day.`;
      await json(
        await fetch(`${saver.origin}/api/reviews/${docs[0].id}`, {
          method: "PATCH",
          headers,
          body: JSON.stringify({ text: words }),
        }),
      );
      samples.push(Math.round(await untilShown(viewer.origin, words, performance.now())));
    }
    const sorted = [...samples].sort((a, b) => a - b);
    return { samplesMs: samples, medianMs: median(sorted), maxMs: sorted.at(-1) };
  } finally {
    await Promise.all(started.map((server) => server.stop()));
    await Promise.all([sqld.stop(), redis.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
