import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import sharp from "sharp";
import { baseURL } from "../../playwright.config";
import { MAX_POST_BYTES, MAX_UPLOAD_BYTES } from "../../src/lib/security/request-guard";
import { createStaff, ownerApiHeaders, ownerSession } from "./support/cms";
import { insertLead, uniqueTag } from "./support/lead-store";

/*
 * The admin's REST API answers bad input with a 4xx and its reason, never a 500
 * (src/lib/cms/api/query-check.ts, missing-file.ts, body-size.ts), and no cache keeps a private
 * answer (src/lib/cms/api/private-answers.ts).
 */

const origin = { Origin: baseURL };
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** A refusal carries its reason the way the engine's own errors do. */
async function expectRefusal(response: APIResponse, status: number, what: string) {
  expect(response.status(), what).toBe(status);
  const text = await response.text();
  if ((response.headers()["content-type"] ?? "").includes("json")) {
    const body = JSON.parse(text) as { errors?: { message?: string }[]; message?: string };
    expect(body.errors?.[0]?.message ?? body.message, what).toMatch(/\w/);
  } else {
    // The proxy's own refusals are a small page saying why.
    expect(text, what).toContain("too large");
  }
}

type Probe = [path: string, status: number];

let nested: object = { title: { equals: "x" } };
for (let level = 0; level < 10; level++) nested = { or: [nested] };
const manyIds = Array.from({ length: 501 }, (_, i) => i + 1).join(",");

/** Anyone may ask these; each is malformed, or asks for what is not there or not theirs. */
const anonymousProbes: Probe[] = [
  ["/api/posts?where[date][greater_than]=x", 400],
  ["/api/posts?where[title][near]=1,2", 400],
  ["/api/posts?where[title][within][type]=Polygon", 400],
  ["/api/posts?limit=99999999999999999999", 400],
  ["/api/posts?limit=-1", 400],
  ["/api/posts?limit=1.5", 400],
  ["/api/posts?limit=1e3", 400],
  ["/api/posts?limit[]=5", 400],
  ["/api/posts?page=0", 400],
  ["/api/posts?page=1e300", 400],
  ["/api/posts?depth=99", 400],
  ["/api/posts?depth=-1", 400],
  ["/api/posts?sort=nope", 400],
  ["/api/posts?sort=title;drop", 400],
  ["/api/posts?sort=--date", 400],
  ["/api/posts?where[nope][equals]=1", 400],
  ["/api/posts?where[title][bogus]=1", 400],
  ["/api/posts?where[title][equals][a]=1", 400],
  ["/api/posts?where[title]=1", 400],
  ["/api/posts?where[and]=1", 400],
  ["/api/posts?where[0][title][equals]=x", 400],
  ["/api/posts?where[constructor][equals]=1", 400],
  ["/api/posts?where[__proto__][equals]=1", 400],
  ["/api/posts?where[title][constructor]=1", 400],
  [`/api/posts?where=${encodeURIComponent('{"__proto__":{"equals":1}}')}`, 400],
  ["/api/posts?where=%7Bbad", 400],
  [`/api/posts?where=${json([{ title: { equals: "x" } }])}`, 400],
  [`/api/reviews?where=${json(nested)}`, 400],
  ["/api/posts?where[id][in]=a,b", 400],
  [`/api/faqs?where[id][in]=${manyIds}`, 400],
  ["/api/projects?where[createdAt][less_than]=yesterday", 400],
  ["/api/media?where[filesize][greater_than]=big", 400],
  ["/api/media?where[filename][exists]=maybe", 400],
  ["/api/services?sort=-nope", 400],
  ["/api/globals/business?depth=-5", 400],
  ["/api/leads?page=1e300", 400],
  ["/api/posts/999999999", 404],
  ["/api/media/file/nonexistent.png", 404],
  ["/api/no-such-collection", 404],
  ["/api/leads", 403],
  ["/api/users", 403],
];

/** The owner's own queries, as a script with the owner's token would send them. */
const ownerProbes: Probe[] = [
  ["/api/leads?page=1e300", 400],
  ["/api/leads?limit=100000", 400],
  ["/api/leads?where[createdAt][greater_than]=x", 400],
  ["/api/leads?where[status][near]=1,2", 400],
  ["/api/leads?where[statusHistory.changedAt][less_than]=soon", 400],
  ["/api/leads?sort=email';--", 400],
  ["/api/users?where[hash][exists]=true", 400],
  ["/api/leads/export?where[createdAt][greater_than]=x", 400],
  ["/api/users?where[sessions][greater_than][a]=1", 400],
  ["/api/users/me?depth=1.5", 400],
  ["/api/leads/999999999", 404],
];

test("malformed queries are refused with their 4xx and a reason, signed out or as the owner", async ({
  request,
}) => {
  const sane = await request.get(
    "/api/posts?where[date][greater_than]=2020-01-01&sort=-date&limit=5",
  );
  expect(sane.status()).toBe(200);
  for (const [path, status] of anonymousProbes)
    await expectRefusal(await request.get(path), status, `signed out: ${path}`);

  const headers = ownerApiHeaders();
  expect((await request.get("/api/leads?limit=5&sort=-createdAt", { headers })).status()).toBe(200);
  for (const [path, status] of ownerProbes)
    await expectRefusal(await request.get(path, { headers }), status, `owner: ${path}`);

  // The admin sends a long query as a POST whose form body is the query.
  const overridden = await request.post("/api/posts", {
    headers: {
      ...origin,
      "X-HTTP-Method-Override": "GET",
      "Content-Type": "application/x-www-form-urlencoded",
    },
    data: "where[date][greater_than]=x",
  });
  await expectRefusal(overridden, 400, "a query sent as a form body");
  // The engine sets fields on a JSON body as on an object, whatever it is.
  for (const body of ["{not json", '"a string"', "null", "42"]) {
    const write = await request.patch("/api/posts/1", {
      headers: { ...headers, ...origin, "Content-Type": "application/json" },
      data: Buffer.from(body),
    });
    await expectRefusal(write, 400, `a write whose body is ${body}`);
  }
});

/** Sends `times` copies of `chunk` (no Content-Length), as a script might, and reads the answer. */
function sendChunked(path: string, chunk: Buffer, times: number, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const url = new URL(path, baseURL);
    const outgoing = httpRequest(url, {
      method: "POST",
      headers: { ...headers, "Transfer-Encoding": "chunked" },
    });
    outgoing.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    // The server may answer and close before all of a refused body is sent.
    outgoing.on("error", (error) => (outgoing.writableEnded ? undefined : reject(error)));
    let sent = 0;
    const writeMore = () => {
      while (sent < times) {
        sent += 1;
        if (!outgoing.write(chunk)) return void outgoing.once("drain", writeMore);
      }
      outgoing.end();
    };
    writeMore();
  });
}

test("a body over the limit gets 413, sent whole or in chunks", async ({ request }) => {
  test.setTimeout(120_000);
  const owner = { ...ownerApiHeaders(), ...origin };
  const tooBig = await request.post("/api/media", {
    headers: owner,
    multipart: {
      file: {
        name: "huge.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1024),
      },
      _payload: JSON.stringify({ alt: "A photo far too large for the library" }),
    },
  });
  await expectRefusal(tooBig, 413, "an upload over the limit");

  const filler = Buffer.alloc(64 * 1024, "a");
  const chunksOver = (limit: number) => Math.ceil(limit / filler.length) + 48;
  const form = { ...owner, "Content-Type": "multipart/form-data; boundary=x" };
  const chunkedUpload = await sendChunked("/api/media", filler, chunksOver(MAX_UPLOAD_BYTES), form);
  expect(chunkedUpload.status, "a chunked upload over the limit").toBe(413);
  expect(chunkedUpload.body).toMatch(/larger than 25 MB/);

  const chunkedForm = await sendChunked("/contact", filler, chunksOver(3 * MAX_POST_BYTES), {
    ...origin,
    "Content-Type": "application/x-www-form-urlencoded",
  });
  expect(chunkedForm.status, "a chunked form over the limit").toBe(413);
  expect(chunkedForm.body).toContain("too large");

  // A small body in chunks is read as usual.
  const small = await sendChunked("/api/posts", Buffer.from("limit=1"), 1, {
    ...origin,
    "X-HTTP-Method-Override": "GET",
    "Content-Type": "application/x-www-form-urlencoded",
  });
  expect(small.status, "a small chunked body").toBe(200);
  expect((JSON.parse(small.body) as { docs: unknown[] }).docs).toHaveLength(1);
});

test("the owner uploads a 16.8 MB photo straight off a camera", async ({ request }) => {
  test.setTimeout(180_000);
  // Random noise barely compresses: about three bytes a pixel at full quality.
  const [width, height] = [2880, 2000];
  const photo = await sharp(randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  })
    .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(16 * 1024 * 1024);
  expect(photo.length).toBeLessThan(MAX_UPLOAD_BYTES - 1024 * 1024);
  const headers = { ...ownerApiHeaders(), ...origin };
  const created = await request.post("/api/media", {
    headers,
    multipart: {
      file: { name: `camera-${uniqueTag()}.jpg`, mimeType: "image/jpeg", buffer: photo },
      _payload: JSON.stringify({ alt: "A full-size photo straight off the owner's camera" }),
    },
    timeout: 150_000,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number; width: number } };
  expect(doc.width).toBe(width);
  expect((await request.delete(`/api/media/${doc.id}`, { headers })).status()).toBe(200);
});

const noStore = (response: APIResponse, what: string) =>
  expect(response.headers()["cache-control"] ?? "", what).toMatch(/private.*no-store/);

async function firstMediaFile(request: APIRequestContext) {
  const listed = await request.get("/api/media?limit=1&depth=0");
  const [doc] = ((await listed.json()) as { docs: { filename: string }[] }).docs;
  return `/api/media/file/${encodeURIComponent(doc!.filename)}`;
}

test.describe("signed in with the admin's cookie", () => {
  test.use({ storageState: ownerSession });

  test("every answer to a request with the cookie is kept by no cache, but a public photo's", async ({
    request,
  }) => {
    noStore(await request.get("/api/posts?limit=1"), "a public list, asked with the cookie");
    noStore(await request.get("/api/users/me"), "/api/users/me with the cookie");
    // A photo is the same for everyone; the owner's browser sends the cookie with every one.
    const photo = await request.get(await firstMediaFile(request));
    expect(photo.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
  });
});

test("private answers are kept by no cache; public reads keep theirs", async ({
  request,
  playwright,
}) => {
  const headers = ownerApiHeaders();
  const leadId = await insertLead({ fullName: `Cache Check ${uniqueTag()}` });
  const lead = await request.get(`/api/leads/${leadId}`, { headers });
  expect(lead.status()).toBe(200);
  noStore(lead, "/api/leads/:id");
  noStore(await request.get("/api/users", { headers }), "/api/users");
  noStore(await request.get("/api/users/me", { headers }), "/api/users/me");
  noStore(await request.get("/api/access", { headers }), "/api/access");
  noStore(
    await request.get("/api/posts?limit=1", { headers }),
    "a public list, asked with a token",
  );
  noStore(await request.get("/api/users/me"), "/api/users/me signed out");
  noStore(await request.get("/api/posts?limit=-1"), "a refusal");

  // A staff account's own session, so the owner's shared one is left alone.
  const staff = await createStaff(request, uniqueTag());
  const session = await playwright.request.newContext({ baseURL });
  const login = await session.post("/api/users/login", { headers: origin, data: staff });
  expect(login.status()).toBe(200);
  noStore(login, "the sign-in, whose body carries the token");
  const refresh = await session.post("/api/users/refresh-token", { headers: origin });
  expect(refresh.status()).toBe(200);
  noStore(refresh, "the refreshed token");
  const logout = await session.post("/api/users/logout", { headers: origin });
  expect(logout.status()).toBe(200);
  noStore(logout, "the sign-out");
  await session.dispose();

  const photo = await request.get(await firstMediaFile(request));
  expect(photo.status()).toBe(200);
  expect(photo.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
  expect((await request.get("/api/posts?limit=1")).headers()["cache-control"] ?? "").not.toContain(
    "no-store",
  );
});

test("an upload whose fields are not a JSON object is refused with the reason", async ({
  request,
}) => {
  for (const [fields, reason] of [
    ["{not json", "not valid JSON"],
    ['"just a string"', "JSON object of fields"],
  ] as const) {
    const response = await request.post("/api/media", {
      headers: ownerApiHeaders(),
      multipart: {
        file: { name: "tiny.png", mimeType: "image/png", buffer: Buffer.from("not a photo") },
        _payload: fields,
      },
    });
    expect(response.status(), fields).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(reason);
  }
});
