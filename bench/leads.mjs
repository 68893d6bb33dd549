#!/usr/bin/env node
/**
 * npm run bench:leads: the lead path under load and under failure, against the production build
 * and a real SMTP server in this process, counting what was acknowledged, stored, e-mailed and
 * e-mailed twice (by Message-ID). Five scenarios, each on a fresh lead store:
 *   load      BENCH_LEADS (500) submissions, BENCH_CONCURRENCY (50) at a time
 *   outage    SMTP down while BENCH_OUTAGE_LEADS (50) arrive, then back up
 *   sigterm   SIGTERM while 50 notifications are being sent, then a restart
 *   sigkill   SIGKILL while 50 notifications are being sent, then a restart
 *   alerts    BENCH_ALERT_LEADS (20) submissions one after another, each timed from its post to
 *             its ntfy publish and its Web Push at stand-in services on loopback
 * BENCH_SCENARIOS (comma list of the names above) runs some only. Writes bench/leads-report.md
 * and bench/leads-report.json.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { startNtfyStandIn } from "../tests/support/ntfy-stand-in.mjs";
import { startPushService } from "../tests/support/push-service.mjs";
import { startSmtpSink } from "../tests/support/smtp-sink.mjs";
import { leadLoad, submitLead } from "./lib/lead-load.mjs";
import { median } from "./lib/median.mjs";
import { buildIfNeeded, root, siteUnderTest, startServer } from "./lib/servers.mjs";

const PORT = 3402;
const origin = `http://127.0.0.1:${PORT}`;
const dataDir = path.join(root, "data", "bench-leads");
const databaseUrl = `file:${path.join(dataDir, "leads.db")}`;
const site = siteUnderTest("http://127.0.0.1:3400");

const sql = async (query, args = []) => {
  const db = createClient({ url: databaseUrl, timeout: 5000 });
  try {
    return (await db.execute({ sql: query, args })).rows;
  } finally {
    db.close();
  }
};

const until = async (what, check, timeoutMs = 300_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${what}`);
};

const freshStore = () => {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
};

const start = (smtpUrl, extra = {}) =>
  startServer({
    ...site,
    port: PORT,
    readyPath: "/api/health",
    env: {
      ...site.env,
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      LEAD_MIN_FILL_MS: "0",
      LEAD_RATE_LIMIT: "100000/60",
      TRUST_PROXY_HOPS: "1",
      LEAD_WEBHOOK_URL: "",
      OUTBOX_INTERVAL_MS: "500",
      OUTBOX_RETRY_BASE_MS: "1000",
      ...extra,
    },
  });

/** Deliveries by status, and the e-mails the sink got for this run, with copies counted. */
async function tally(sink, leadNamePattern) {
  const rows = await sql(
    "select d.status, count(*) as n from deliveries d join leads l on l.id = d.lead_id where l.full_name like ? group by d.status",
    [leadNamePattern],
  );
  const byStatus = Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
  const ids = sink.messages.map((m) => m.messageId);
  return {
    deliveries: byStatus,
    emailsReceived: ids.length,
    distinctMessageIds: new Set(ids).size,
    duplicates: ids.length - new Set(ids).size,
  };
}

const allSent = async (pattern) =>
  Number(
    (
      await sql(
        "select count(*) as n from deliveries d join leads l on l.id = d.lead_id where l.full_name like ? and d.status <> 'sent'",
        [pattern],
      )
    )[0].n,
  ) === 0;

async function loadScenario() {
  freshStore();
  const sink = await startSmtpSink();
  const server = await start(sink.url);
  try {
    const load = await leadLoad({
      origin,
      databaseUrl,
      total: Number(process.env.BENCH_LEADS ?? 500),
      concurrency: Number(process.env.BENCH_CONCURRENCY ?? 50),
    });
    const pattern = `Bench ${load.runId} %`;
    await until("every e-mail of the load", () => allSent(pattern));
    const spam = Number(
      (
        await sql("select count(*) as n from leads where full_name like ? and is_spam = 1", [
          pattern,
        ])
      )[0].n,
    );
    return { ...load, spam, ...(await tally(sink, pattern)) };
  } finally {
    await server.kill("SIGTERM");
    await sink.close();
  }
}

async function outageScenario() {
  freshStore();
  const down = await startSmtpSink();
  const port = down.port;
  await down.close();
  const server = await start(`smtp://127.0.0.1:${port}`);
  let sink;
  try {
    const load = await leadLoad({
      origin,
      databaseUrl,
      total: Number(process.env.BENCH_OUTAGE_LEADS ?? 50),
      concurrency: 10,
    });
    const pattern = `Bench ${load.runId} %`;
    const failedWhileDown = (await tally({ messages: [] }, pattern)).deliveries;
    sink = await startSmtpSink(port);
    await until("the e-mails held back by the outage", () => allSent(pattern));
    return {
      acknowledged: load.acknowledged,
      stored: load.stored,
      failedWhileDown,
      ...(await tally(sink, pattern)),
    };
  } finally {
    await server.kill("SIGTERM");
    await sink?.close();
  }
}

/** 50 owner notifications queued in the store, sent slowly so a stop lands in the middle. */
async function queueNotifications(tag, count = 50) {
  for (let i = 0; i < count; i++) {
    const [lead] = await sql(
      `insert into leads (full_name, email, phone, project_address, city, service_types, budget_range,
         consent, consent_text, consent_at, client_ip, spam_verdict, is_spam, status)
       values (?, ?, '(214) 555-0100', '100 Bench St', 'Dallas', '["Kitchen Remodel"]', '$50K–$100K',
         1, 'I agree', ?, '127.0.0.1', 'ok', 0, 'new') returning id`,
      [`Queued ${tag} ${i}`, `queued.${tag}.${i}@example.com`, new Date().toISOString()],
    );
    await sql(
      "insert into deliveries (lead_id, channel, status, attempts, next_attempt_at) values (?, 'owner_email', 'pending', 0, ?)",
      [lead.id, new Date().toISOString()],
    );
  }
}

async function stopScenario(signal) {
  freshStore();
  const sink = await startSmtpSink(0, { acceptDelayMs: 200 });
  const tag = signal.toLowerCase();
  const pattern = `Queued ${tag} %`;
  const env = { OUTBOX_LOCK_MS: "2000" };
  let server = await start(sink.url, env);
  try {
    await queueNotifications(tag);
    await until("the first e-mails", () => sink.messages.length >= 5);
    const exit = await server.kill(signal);
    const atStop = { ...(await tally(sink, pattern)), exit };
    server = await start(sink.url, env);
    await until("every queued notification", () => allSent(pattern));
    return { queued: 50, atStop, final: await tally(sink, pattern) };
  } finally {
    await server.kill("SIGTERM");
    await sink.close();
  }
}

/**
 * How soon the owner's phone hears of a lead: each submission waits for its ntfy publish and its
 * push before the next is sent, so every delay is one lead's alone.
 */
async function alertsScenario() {
  freshStore();
  const sink = await startSmtpSink();
  const ntfy = await startNtfyStandIn();
  const push = await startPushService();
  const server = await start(sink.url, {
    NTFY_URL: ntfy.topicUrl,
    PUSH_SERVICE_HOSTS: push.host,
    NODE_EXTRA_CA_CERTS: push.certFile,
  });
  try {
    const phone = push.subscribe("owner-phone");
    await sql(
      "insert into push_devices (user_id, endpoint, p256dh, auth, label) values (1, ?, ?, ?, 'Phone')",
      [phone.endpoint, phone.keys.p256dh, phone.keys.auth],
    );
    const runId = `alerts${Date.now().toString(36)}`;
    const total = Number(process.env.BENCH_ALERT_LEADS ?? 20);
    const delays = { ntfy: [], push: [] };
    for (let i = 0; i < total; i++) {
      const { ok, sentAt } = await submitLead({ origin, runId, i });
      if (!ok) throw new Error(`Submission ${i} was not acknowledged`);
      await until("its alerts", () => ntfy.received.length > i && push.received.length > i, 60_000);
      delays.ntfy.push(ntfy.received[i].at - sentAt);
      delays.push.push(push.received[i].at - sentAt);
    }
    const summary = (values) => ({ medianMs: median(values), maxMs: Math.max(...values) });
    return {
      leads: total,
      ntfy: summary(delays.ntfy),
      push: summary(delays.push),
      duplicates: ntfy.received.length - total + (push.received.length - total),
    };
  } finally {
    await server.kill("SIGTERM");
    await Promise.all([sink.close(), ntfy.close(), push.close()]);
  }
}

/** Each scenario and the report line it writes; BENCH_SCENARIOS (e.g. "alerts") runs some only. */
const scenarios = {
  load: {
    run: loadScenario,
    line: (load) =>
      `- **Load**: ${load.total} submissions, ${load.concurrency} at a time: ${load.acknowledged} acknowledged, ${load.stored} stored (${load.storedExactlyOnce ? "each exactly once" : "MISMATCH"}), ${load.spam} taken for spam, ${load.failed} failed; ${load.throughputPerSecond}/s, p50 ${load.p50Ms} ms, p95 ${load.p95Ms} ms. E-mails: ${load.emailsReceived} received for ${load.distinctMessageIds} deliveries, ${load.duplicates} duplicates.`,
  },
  outage: {
    run: outageScenario,
    line: (outage) =>
      `- **SMTP outage**: ${outage.acknowledged} acknowledged and ${outage.stored} stored while SMTP was down (deliveries then: ${JSON.stringify(outage.failedWhileDown)}); after it came back ${outage.emailsReceived} e-mails for ${outage.distinctMessageIds} deliveries, ${outage.duplicates} duplicates.`,
  },
  sigterm: {
    run: () => stopScenario("SIGTERM"),
    line: (sigterm) =>
      `- **SIGTERM mid-delivery**: exit ${sigterm.atStop.exit} with ${sigterm.atStop.emailsReceived} of 50 received and ${sigterm.atStop.deliveries.sent ?? 0} marked sent; after restart ${sigterm.final.emailsReceived} e-mails for ${sigterm.final.distinctMessageIds} deliveries, ${sigterm.final.duplicates} duplicates.`,
  },
  sigkill: {
    run: () => stopScenario("SIGKILL"),
    line: (sigkill) =>
      `- **kill -9 mid-delivery**: ${sigkill.atStop.emailsReceived} of 50 received and ${sigkill.atStop.deliveries.sent ?? 0} marked sent when killed; after restart ${sigkill.final.emailsReceived} e-mails for ${sigkill.final.distinctMessageIds} deliveries, ${sigkill.final.duplicates} duplicates (each with its first copy's Message-ID).`,
  },
  alerts: {
    run: alertsScenario,
    line: (alerts) =>
      `- **Alerts**: ${alerts.leads} leads, one at a time, from the form's post to the owner's phone services: ntfy median ${alerts.ntfy.medianMs} ms (max ${alerts.ntfy.maxMs} ms), Web Push median ${alerts.push.medianMs} ms (max ${alerts.push.maxMs} ms); ${alerts.duplicates} duplicates.`,
  },
};
const chosen = process.env.BENCH_SCENARIOS
  ? process.env.BENCH_SCENARIOS.split(",").map((name) => name.trim())
  : Object.keys(scenarios);
for (const name of chosen)
  if (!(name in scenarios)) throw new Error(`BENCH_SCENARIOS: no scenario "${name}"`);

buildIfNeeded(site);
const results = { date: new Date().toISOString() };
for (const name of chosen) results[name] = await scenarios[name].run();
writeFileSync(path.join(root, "bench/leads-report.json"), JSON.stringify(results, null, 2));
const lines = [
  `# Lead path benchmark (${results.date})`,
  "",
  ...chosen.map((name) => scenarios[name].line(results[name])),
  "",
];
writeFileSync(path.join(root, "bench/leads-report.md"), lines.join("\n"));
console.log(lines.join("\n"));
