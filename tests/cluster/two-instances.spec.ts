import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { createClient } from "@libsql/client";
import { expect, request as requests, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { TAGGED, taggedPhoneJpeg } from "@/photos/tagged-photo";
import { faqSeed } from "@/faqs/faq";
import { sampleReviews } from "@/reviews/reviews";
import { startRedis, type RedisServer } from "../support/redis-server.mjs";
import { startRoundRobinProxy } from "../support/round-robin-proxy.mjs";
import { startS3, type S3Server } from "../support/s3-server.mjs";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.mjs";
import { partOf } from "../support/mail-parts";
import { startSqld } from "../support/sqld-server.mjs";
import { freeTcpPort } from "../support/ports.mjs";
import { startVarnish, type VarnishServer } from "../support/varnish-server.mjs";
import { faqAnswerShownWithinASecond, owner } from "../e2e/support/cms";
import { bookingPathFor } from "../e2e/support/booking";
import {
  insertLead,
  queueNotifications,
  uniqueClientIp,
  uniqueTag,
} from "../e2e/support/lead-store";
import { pageCacheState, startExtraServer, type ExtraServer } from "../e2e/support/next-server";

/*
 * The README's "When one machine is no longer enough", run: a libSQL server (sqld), Redis, an
 * S3-compatible store (s3rver) for photos, two `npm start` instances started together on the
 * empty database, and one address in front that
 * hands each request to the next instance in turn. Each test talks to the instances the way its
 * point needs: through the front address, or to one instance and then the other.
 */
test.describe.configure({ mode: "serial", timeout: 240_000 });

const FORM_LIMIT = 3;
const clusterDir = path.resolve(`data/cluster-${process.pid}`);

let sqld: { url: string; stop: () => Promise<void> };
let redis: RedisServer;
let smtp: SmtpSink;
let s3: S3Server;
let instances: ExtraServer[] = [];
let front: { url: string; stop: () => Promise<void> };
/** Varnish in front of the front address (README, "A cache in front"), told of saves by both. */
let cache: VarnishServer;
let cachePort: number;

const mediaDirOf = (name: string) => path.join(clusterDir, name, "media");

const startInstance = (name: string) =>
  startExtraServer(
    {
      DATABASE_URL: sqld.url,
      REDIS_URL: redis.url,
      ...s3.env,
      // Where photos would go without the bucket: it must stay empty.
      MEDIA_DIR: mediaDirOf(name),
      SMTP_URL: smtp.url,
      NTFY_URL: undefined,
      CACHE_PURGE_URLS: `http://127.0.0.1:${cachePort}`,
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
      SESSION_SECRET: "cluster-session-secret-0123456789abcdef0123",
      // Behind the front address and the test's own stand-in for the visitor's proxy.
      TRUST_PROXY_HOPS: "2",
      LEAD_RATE_LIMIT: `${FORM_LIMIT}/600`,
      COUNT_RATE_LIMIT: "1000/600",
      OUTBOX_INTERVAL_MS: "300",
      OUTBOX_LOCK_MS: "2000",
    },
    { dataDir: path.join(clusterDir, name) },
  );

test.beforeAll(async () => {
  rmSync(clusterDir, { recursive: true, force: true });
  mkdirSync(clusterDir, { recursive: true });
  // The SMTP server answers a little late, so the kill below meets deliveries in flight.
  [sqld, redis, smtp, s3] = await Promise.all([
    startSqld(clusterDir),
    startRedis(),
    startSmtpSink(0, { acceptDelayMs: 100 }),
    startS3(),
  ]);
  cachePort = await freeTcpPort();
  instances = await Promise.all([startInstance("a"), startInstance("b")]);
  front = await startRoundRobinProxy(instances.map((instance) => instance.url));
  cache = await startVarnish(front.url, { port: cachePort });
});

test.afterAll(async () => {
  await cache?.stop();
  await front?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await Promise.all([sqld?.stop(), redis?.stop(), smtp?.close(), s3?.stop()]);
  rmSync(clusterDir, { recursive: true, force: true });
});

async function query(sql: string, args: (string | number)[] = []) {
  const client = createClient({ url: sqld.url });
  try {
    return (await client.execute({ sql, args })).rows;
  } finally {
    client.close();
  }
}

async function signedIn(request: APIRequestContext, url: string) {
  const response = await request.post(`${url}/api/users/login`, { data: owner });
  expect(response.status()).toBe(200);
  return { Authorization: `JWT ${((await response.json()) as { token: string }).token}` };
}

test("both instances started together migrate and seed the database once", async () => {
  const drizzle = await query(
    "select count(*) as n, count(distinct hash) as d from __drizzle_migrations",
  );
  expect(Number(drizzle[0]!.n)).toBeGreaterThan(0);
  expect(drizzle[0]!.n).toBe(drizzle[0]!.d);
  const admin = await query(
    "select name, count(*) as n from payload_migrations group by name having count(*) > 1",
  );
  expect(admin).toEqual([]);
  const reviews = await query("select count(*) as n from reviews");
  expect(Number(reviews[0]!.n)).toBe(sampleReviews.length);
  const faqs = await query("select count(*) as n from faqs");
  expect(Number(faqs[0]!.n)).toBe(faqSeed.reduce((sum, group) => sum + group.items.length, 0));
});

test("a save on one instance shows on the other at its next view, within a second", async ({
  request,
}) => {
  const [a, b] = instances as [ExtraServer, ExtraServer];
  await expect
    .poll(async () => pageCacheState((await request.get(`${b.url}/`)).headers()))
    .toBe("HIT");
  const headers = await signedIn(request, a.url);
  const found = await request.get(
    `${a.url}/api/reviews?where[shown][equals]=true&limit=1&depth=0`,
    {
      headers,
    },
  );
  const review = ((await found.json()) as { docs: { id: number }[] }).docs[0]!;
  const words = `Cluster check ${uniqueTag()}: they finished the bathroom a week early.`;
  const saved = await request.patch(`${a.url}/api/reviews/${review.id}`, {
    headers,
    data: { text: words },
  });
  expect(saved.ok()).toBe(true);
  const savedAt = Date.now();
  await expect
    .poll(async () => (await (await request.get(`${b.url}/`)).text()).includes(words), {
      timeout: 1000,
      intervals: [50],
    })
    .toBe(true);
  test.info().annotations.push({
    type: "save visible on the other instance",
    description: `${Date.now() - savedAt} ms`,
  });
});

test("through Varnish in front of both, a page is kept and a save on either instance shows within a second", async ({
  request,
}) => {
  // The visitor's own context: the owner's sign-ins below leave their cookie in `request`'s.
  const visitor = await requests.newContext();
  const page = `${cache.url}/faq`;
  await visitor.get(page);
  expect((await visitor.get(page)).headers()["x-cache"]).toBe("HIT");
  for (const instance of instances) {
    const { ms } = await faqAnswerShownWithinASecond(request, {
      api: instance.url,
      headers: await signedIn(request, instance.url),
      page,
      view: visitor,
    });
    test.info().annotations.push({
      type: "save on one instance visible through Varnish",
      description: `${ms} ms`,
    });
  }
  // Kept again once the saves' second BANs are past; a signed-in view still goes to an instance.
  await expect.poll(async () => (await visitor.get(page)).headers()["x-cache"]).toBe("HIT");
  const { Authorization } = await signedIn(request, cache.url);
  const token = Authorization.replace(/^JWT /, "");
  const signedInView = await visitor.get(page, { headers: { Cookie: `payload-token=${token}` } });
  expect(signedInView.headers()["x-cache"]).toBe("MISS");
  await visitor.dispose();
});

test("a photo uploaded on one instance is kept in the bucket and served by the other", async ({
  request,
}) => {
  const [a, b] = instances as [ExtraServer, ExtraServer];
  const headers = await signedIn(request, a.url);
  const created = await request.post(`${a.url}/api/media`, {
    headers,
    multipart: {
      file: {
        name: `deck-${uniqueTag()}.jpg`,
        mimeType: "image/jpeg",
        buffer: await taggedPhoneJpeg(),
      },
      _payload: JSON.stringify({ alt: "New cedar deck with built-in benches and lights" }),
    },
  });
  expect(created.status()).toBe(201);
  type Doc = { id: number; filename: string; sizes: { w480: { filename: string } } };
  const { doc } = (await created.json()) as { doc: Doc };
  const bucket = new S3Client({
    region: "us-east-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: {
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
    },
  });
  const inBucket = (key: string) =>
    bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key })).then(
      () => true,
      () => false,
    );
  try {
    expect(await inBucket(doc.filename)).toBe(true);
    expect(await inBucket(doc.sizes.w480.filename)).toBe(true);
    for (const name of ["a", "b"])
      expect(existsSync(mediaDirOf(name)) ? readdirSync(mediaDirOf(name)) : []).toEqual([]);

    const original = await request.get(
      `${b.url}/api/media/file/${encodeURIComponent(doc.filename)}`,
    );
    expect(original.status()).toBe(200);
    expect(original.headers()["content-type"]).toBe("image/jpeg");
    const metadata = await sharp(await original.body()).metadata();
    expect(metadata.exif, "EXIF, where the GPS position is").toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([TAGGED.height, TAGGED.width]);
    const copy = await request.get(
      `${b.url}/api/media/file/${encodeURIComponent(doc.sizes.w480.filename)}`,
    );
    expect(copy.status()).toBe(200);
    expect(copy.headers()["content-type"]).toBe("image/webp");
  } finally {
    const removed = await request.delete(`${b.url}/api/media/${doc.id}`, {
      headers: await signedIn(request, b.url),
    });
    expect(removed.status()).toBe(200);
  }
  expect(await inBucket(doc.filename)).toBe(false);
  bucket.destroy();
  const gone = await request.get(`${a.url}/api/media/file/${encodeURIComponent(doc.filename)}`);
  expect(gone.status()).toBe(404);
});

test("the estimate form's limit counts a client's posts on every instance together", async ({
  request,
}) => {
  const headers = { "x-forwarded-for": uniqueClientIp() };
  const statuses: number[] = [];
  for (let i = 0; i <= FORM_LIMIT; i++)
    statuses.push(
      (
        await request.post(`${front.url}/contact`, { headers, form: { fullName: "Limit" } })
      ).status(),
    );
  expect(statuses.slice(0, FORM_LIMIT)).not.toContain(429);
  expect(statuses[FORM_LIMIT]).toBe(429);
});

test("wrong passwords on both instances count toward one address's limit", async ({ request }) => {
  const headers = { "x-forwarded-for": uniqueClientIp() };
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++)
    statuses.push(
      (
        await request.post(`${front.url}/api/users/login`, {
          headers,
          data: { email: owner.email, password: `wrong password ${i}` },
        })
      ).status(),
    );
  // Five wrong passwords for one account from one address, half of them on each instance.
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses[5]).toBe(429);
});

test("a homeowner asks for a link on one instance, signs in on the other, stays signed in on both, and sees a photo posted on the first", async ({
  request,
  playwright,
}) => {
  const [a, b] = instances;
  const address = `portal.${uniqueTag()}@example.com`.toLowerCase();
  const ownerOnA = await signedIn(request, a!.url);
  const created = await request.post(`${a!.url}/api/jobs`, {
    headers: ownerOnA,
    data: { title: "Cluster kitchen", email: address, homeownerName: "Casey Cluster" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const askFor = (url: string) =>
    request.post(`${url}/api/portal-links`, {
      headers: { "x-forwarded-for": uniqueClientIp() },
      form: { email: address, lang: "en" },
      maxRedirects: 0,
    });
  expect((await askFor(a!.url)).headers().location).toBe("/portal?n=sent");
  await expect
    .poll(() => smtp.messages.filter((m) => m.to.includes(address)).length, { timeout: 20_000 })
    .toBe(1);
  const text = partOf(smtp.messages.find((m) => m.to.includes(address))!.raw, "text/plain");
  const token = decodeURIComponent(/\/portal\/sign-in\?t=(\S+)/.exec(text ?? "")![1]!);
  expect((await request.get(`${b!.url}/portal/sign-in?t=${token}`)).status()).toBe(200);
  const signIn = await request.post(`${b!.url}/api/portal-sessions`, {
    form: { do: "in", t: token, lang: "en" },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(303);
  const cookie = /portal_session=[^;]+/.exec(signIn.headers()["set-cookie"] ?? "")![0];
  for (const instance of [a!, b!]) {
    const page = await request.get(`${instance.url}/portal`, { headers: { cookie } });
    expect(await page.text()).toContain(`Signed in as ${address}`);
  }
  // The same link on the first instance: spent on the second.
  expect((await request.get(`${a!.url}/portal/sign-in?t=${token}`)).status()).toBe(410);
  // Three links an hour for the address, counted on both instances together.
  expect((await askFor(b!.url)).headers().location).toBe("/portal?n=sent");
  expect((await askFor(a!.url)).headers().location).toBe("/portal?n=sent");
  expect((await askFor(b!.url)).headers().location).toMatch(/problem=limit/);

  // A photo posted with an update on the first instance, kept under the bucket's private keys,
  // is served by the second to this homeowner's device only.
  const jobId = ((await created.json()) as { doc: { id: number } }).doc.id;
  const uploaded = await request.post(`${a!.url}/api/job-photos`, {
    headers: ownerOnA,
    multipart: {
      file: {
        name: `tile-${uniqueTag()}.jpg`,
        mimeType: "image/jpeg",
        buffer: await taggedPhoneJpeg({ width: 1200, height: 900 }),
      },
      _payload: "{}",
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const photo = ((await uploaded.json()) as { doc: { id: number; filename: string } }).doc;
  const posted = await request.post(`${a!.url}/api/job-updates`, {
    headers: ownerOnA,
    data: {
      job: jobId,
      kind: "work",
      note: "Backsplash tile set; grout tomorrow.",
      photos: [photo.id],
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const bucket = new S3Client({
    region: "us-east-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: {
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
    },
  });
  const key = `private/photos/${photo.filename}`;
  await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
  bucket.destroy();
  const served = await request.get(`${b!.url}/api/portal-photos?photo=${photo.id}`, {
    headers: { cookie },
  });
  expect(served.status()).toBe(200);
  expect(served.headers()["cache-control"]).toBe("private, no-store");
  expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();
  const small = await request.get(`${b!.url}/api/portal-photos?photo=${photo.id}&size=small`, {
    headers: { cookie },
  });
  expect(small.headers()["content-type"]).toBe("image/webp");
  const stranger = await playwright.request.newContext();
  expect((await stranger.get(`${b!.url}/api/portal-photos?photo=${photo.id}`)).status()).toBe(404);
  await stranger.dispose();
});

test("two homeowners booking one time on the two instances at once: one gets it, 20 times over", async ({
  request,
}) => {
  const [a, b] = instances;
  const tag = uniqueTag();
  const inFuture = new Date(Date.now() + 7 * 86_400_000);
  for (let round = 0; round < 20; round++) {
    const leads = await Promise.all(
      ["A", "B"].map((who) => insertLead({ fullName: `Booker ${who}${round} ${tag}` }, sqld.url)),
    );
    const paths = await Promise.all(leads.map((id) => bookingPathFor(id, inFuture, sqld.url)));
    const page = await (await request.get(`${a!.url}${paths[0]}`)).text();
    const start = page.match(/name="start" value="([^"]+)"/)?.[1];
    expect(start, "a free time is offered").toBeTruthy();
    const answers = await Promise.all(
      [a!, b!].map((instance, i) =>
        request.post(`${instance.url}/api/bookings`, {
          form: {
            t: new URLSearchParams(paths[i]!.split("?")[1]).get("t")!,
            kind: "call",
            intent: "book",
            start: start!,
          },
          maxRedirects: 0,
        }),
      ),
    );
    const outcomes = answers.map(
      (answer) => new URL(answer.headers().location!, a!.url).searchParams,
    );
    expect(
      outcomes.filter((o) => o.get("done") === "booked"),
      `round ${round}`,
    ).toHaveLength(1);
    expect(
      outcomes.filter((o) => o.get("taken") === start),
      `round ${round}`,
    ).toHaveLength(1);
  }
  const booked = await query(
    "select a.starts_at from appointments a join leads l on l.id = a.lead_id where l.full_name like ?",
    [`% ${tag}`],
  );
  expect(booked).toHaveLength(20);
  expect(new Set(booked.map((row) => row.starts_at)).size).toBe(20);
});

test("each lead's e-mail goes out once with both instances sending, also when one is killed", async () => {
  const tag = uniqueTag();
  const queue = (from: number, count: number) => queueNotifications(sqld.url, count, tag, from);
  const mails = () => smtp.messages.filter((message) => message.raw.includes(tag));
  const sent = async () =>
    Number(
      (
        await query(
          "select count(*) as n from deliveries d join leads l on l.id = d.subject_id and d.subject = 'lead' where l.full_name like ? and d.status = 'sent'",
          [`% ${tag}`],
        )
      )[0]!.n,
    );

  await queue(0, 20);
  await expect.poll(sent, { timeout: 60_000 }).toBe(20);
  expect(mails()).toHaveLength(20);
  expect(new Set(mails().map((mail) => mail.messageId)).size).toBe(20);

  await queue(20, 20);
  await expect.poll(() => mails().length, { timeout: 30_000, intervals: [50] }).toBeGreaterThan(22);
  await instances[0]!.stop({ signal: "SIGKILL", keepData: true });
  await expect.poll(sent, { timeout: 60_000 }).toBe(40);
  // A message the killed instance had handed over but not marked is sent again by the other,
  // under the same Message-ID, so the owner's mail shows it once.
  expect(new Set(mails().map((mail) => mail.messageId)).size).toBe(40);
});
