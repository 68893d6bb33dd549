import { createClient } from "@libsql/client";

const hiddenInputs = (html) => {
  const form = html.match(/<form[\s\S]*?<\/form>/)?.[0] ?? "";
  return [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map((tag) => [
    tag[0].match(/name="([^"]*)"/)?.[1] ?? "",
    (tag[0].match(/value="([^"]*)"/)?.[1] ?? "").replace(/&quot;/g, '"').replace(/&amp;/g, "&"),
  ]);
};

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * One submission of the real form, as a browser without JavaScript sends it: loads its own form
 * (a token is good for one lead), then posts it from client address number `i` (the server must
 * trust one proxy hop). The lead is named `Bench <runId> <i>`. Says whether the thank-you view
 * came back and how long the post took.
 */
export async function submitLead({ origin, runId, i }) {
  const headers = { "x-forwarded-for": `10.${Math.floor(i / 250) % 250}.${i % 250}.1` };
  const hidden = hiddenInputs(await (await fetch(`${origin}/contact`, { headers })).text());
  const form = new FormData();
  for (const [name, value] of hidden) form.append(name, value);
  for (const [name, value] of Object.entries({
    fullName: `Bench ${runId} ${i}`,
    email: `bench.${runId}.${i}@example.com`,
    phone: "(214) 555-0100",
    projectAddress: `${100 + i} Bench St`,
    city: "Dallas",
    serviceType: "Kitchen Remodel",
    budgetRange: "$50K–$100K",
    projectDescription: "Load test submission.",
    consent: "on",
  }))
    form.append(name, value);
  const sentAt = Date.now();
  const started = performance.now();
  const response = await fetch(`${origin}/contact`, { method: "POST", body: form, headers });
  const body = await response.text();
  return {
    ok: response.ok && body.includes("Thank you for contacting"),
    ms: performance.now() - started,
    /** When the post left (Date.now()): what an alert's delay is counted from. */
    sentAt,
  };
}

/**
 * N submissions of the real form (submitLead), `concurrency` at a time, so the server action,
 * validation, spam check and the database write all run. Reports throughput, latency of the posts and whether
 * every acknowledged lead was stored, exactly once. `runId` names the leads of this run.
 */
export async function leadLoad({
  origin,
  databaseUrl,
  total,
  concurrency,
  runId = Date.now().toString(36),
}) {
  const latencies = [];
  let acknowledged = 0;
  let failed = 0;
  let next = 0;

  const submitOne = async (i) => {
    const { ok, ms } = await submitLead({ origin, runId, i });
    latencies.push(ms);
    if (ok) acknowledged++;
    else failed++;
  };

  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await submitOne(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const db = createClient({ url: databaseUrl });
  const stored = Number(
    (
      await db.execute({
        sql: "select count(*) as n from leads where full_name like ?",
        args: [`Bench ${runId} %`],
      })
    ).rows[0].n,
  );
  const distinct = Number(
    (
      await db.execute({
        sql: "select count(distinct full_name) as n from leads where full_name like ?",
        args: [`Bench ${runId} %`],
      })
    ).rows[0].n,
  );
  db.close();

  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    runId,
    total,
    concurrency,
    acknowledged,
    failed,
    stored,
    storedExactlyOnce: stored === acknowledged && distinct === stored,
    throughputPerSecond: Number((total / seconds).toFixed(1)),
    p50Ms: Math.round(percentile(sorted, 50)),
    p95Ms: Math.round(percentile(sorted, 95)),
  };
}
