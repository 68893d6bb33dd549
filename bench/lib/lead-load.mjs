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
 * N submissions of the real form, `concurrency` at a time, each loading its own form (a token is
 * good for one lead) and posting it the way a browser without JavaScript does, from its own
 * client address (the server must trust one proxy hop), so the server action, validation, spam
 * check and the database write all run. Reports throughput, latency of the posts and whether
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
    const started = performance.now();
    const response = await fetch(`${origin}/contact`, { method: "POST", body: form, headers });
    const body = await response.text();
    latencies.push(performance.now() - started);
    if (response.ok && body.includes("Thank you for contacting")) acknowledged++;
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
