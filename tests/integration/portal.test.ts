import type { Payload } from "payload";
import { beforeAll, describe, expect, it } from "vitest";
import type { User } from "@/lib/cms/payload-types";
import { pointAtFreshCmsDatabase } from "./support/cms-database";
import { seededCmsWithMail, type SeededCms } from "./support/seeded-cms-with-mail";
import { headerOf, partOf } from "../support/mail-parts";

pointAtFreshCmsDatabase("portal", { withOwner: true });

const { getDb } = await import("@/lib/db/client");
const { sql } = await import("drizzle-orm");
const { requestSignInLink } = await import("@/portal/request-link");
const { readLink } = await import("@/portal/link-store");
const { signInWithLink } = await import("@/portal/sign-in");
const { sessionOf, sessionsOf, endEverySession, endSession } =
  await import("@/portal/session-store");
const { inviteHomeowners } = await import("@/portal/invitations");
const { queueDailyDigests, setDigest } = await import("@/portal/digests");
const { homeownerJobs, ownJob } = await import("@/jobs/server");
const { processOutbox } = await import("@/lib/outbox/loop");

let payload: Payload;
let owner: User;
let smtp: SeededCms["smtp"];
let clients = 0;
/** A client address of its own for each request, unless a test counts one address's requests. */
const yes = async () => true;
const no = async () => false;
const freshClient = () => `198.51.100.${++clients}`;

const ready = seededCmsWithMail();
beforeAll(() => void ({ payload, owner, smtp } = ready));

/** A job for a homeowner, as the owner would start one by hand. */
const jobFor = (email: string, data: Record<string, unknown> = {}) =>
  payload.create({
    collection: "jobs",
    data: {
      title: `Kitchen for ${email}`,
      homeownerName: "Dana Whitfield",
      email,
      projectAddress: "4512 Live Oak St",
      city: "Dallas",
      language: "en",
      schedule: [{ phase: "Demolition", days: 3 }],
      payments: [{ title: "Deposit", amountCents: 100_000 }],
      ...data,
    } as never,
    user: owner,
  });

const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));

/** The sign-in link's token in the last e-mail to an address. */
function tokenMailedTo(address: string): string {
  const mail = mailsTo(address).at(-1);
  if (!mail) throw new Error(`No e-mail to ${address}`);
  const text = partOf(mail.raw, "text/plain") ?? "";
  const link = /https?:\/\/\S+\/portal\/sign-in\?t=(\S+)/.exec(text);
  if (!link) throw new Error(`No sign-in link in: ${text}`);
  return decodeURIComponent(link[1]!);
}

const count = async (table: string) =>
  (
    (await (await getDb()).all(sql.raw(`select count(*) as n from ${table}`))) as { n: number }[]
  )[0]!.n;

describe("asking for a sign-in link", () => {
  it("e-mails a link to an address with a job and nothing to one without, answering both alike", async () => {
    await jobFor("dana@example.com");
    const links = await count("portal_links");
    const known = await requestSignInLink({
      email: "  Dana@Example.com ",
      clientIp: freshClient(),
      language: "en",
    });
    const unknown = await requestSignInLink({
      email: "stranger@example.com",
      clientIp: freshClient(),
      language: "en",
    });
    expect(known).toEqual({ asked: true });
    expect(unknown).toEqual(known);
    expect(await count("portal_links")).toBe(links + 1);
    await processOutbox();
    expect(mailsTo("dana@example.com")).toHaveLength(1);
    expect(mailsTo("stranger@example.com")).toHaveLength(0);
    const mail = mailsTo("dana@example.com")[0]!;
    expect(headerOf(mail.raw, "Subject")).toMatch(/^Your sign-in link for /);
    expect(partOf(mail.raw, "text/plain")).toContain("It works once, for 15 minutes.");
  });

  it("refuses a malformed address with what is wrong", async () => {
    for (const email of ["", "dana", "dana@", "a@b@c.com", `${"x".repeat(250)}@example.com`])
      expect(await requestSignInLink({ email, clientIp: freshClient(), language: "en" })).toEqual({
        problem: "address",
      });
  });

  it("counts 3 an hour per address, with a job or without, so the limit tells nothing", async () => {
    await jobFor("limit-known@example.com");
    for (const email of ["limit-known@example.com", "limit-unknown@example.com"]) {
      for (let i = 0; i < 3; i++)
        expect(await requestSignInLink({ email, clientIp: freshClient(), language: "en" })).toEqual(
          { asked: true },
        );
      const fourth = await requestSignInLink({ email, clientIp: freshClient(), language: "en" });
      expect(fourth).toMatchObject({ problem: "limit" });
      expect("retryAfterSeconds" in fourth && fourth.retryAfterSeconds).toBeGreaterThan(3500);
    }
    await processOutbox();
    expect(mailsTo("limit-known@example.com")).toHaveLength(3);
  });

  it("counts 10 an hour per client address, whatever addresses it asks for", async () => {
    const clientIp = "203.0.113.77";
    for (let i = 0; i < 10; i++)
      expect(
        await requestSignInLink({ email: `guess${i}@example.com`, clientIp, language: "en" }),
      ).toEqual({ asked: true });
    expect(
      await requestSignInLink({ email: "guess10@example.com", clientIp, language: "en" }),
    ).toMatchObject({ problem: "limit" });
  });
});

describe("signing in with a link", () => {
  const mailedToken = async (address: string, language: "en" | "es" = "en") => {
    await requestSignInLink({ email: address, clientIp: freshClient(), language });
    await processOutbox();
    return tokenMailedTo(address);
  };

  it("opening the link spends nothing; the button signs in once, and the link is dead after", async () => {
    await jobFor("sam@example.com");
    const token = await mailedToken("sam@example.com");
    // A mail scanner opens it twice before the homeowner does.
    expect(await readLink(token)).toHaveProperty("row");
    expect(await readLink(token)).toHaveProperty("row");
    const first = await signInWithLink(token, "Mozilla/5.0 (iPhone) Safari");
    expect(first).toHaveProperty("secret");
    // Forwarded, or pressed again: used already.
    expect(await signInWithLink(token, "Mozilla/5.0 (Windows) Chrome")).toEqual({
      problem: "spent",
    });
    expect(await readLink(token)).toEqual({ problem: "spent" });
    const session = await sessionOf("secret" in first ? first.secret : "");
    expect(session).toMatchObject({ address: "sam@example.com" });
  });

  it("of two presses at once, one signs in", async () => {
    await jobFor("twice@example.com");
    const token = await mailedToken("twice@example.com");
    const results = await Promise.all([signInWithLink(token, "one"), signInWithLink(token, "two")]);
    expect(results.filter((result) => "secret" in result)).toHaveLength(1);
    expect(await sessionsOf("twice@example.com")).toHaveLength(1);
  });

  it("a link past its 15 minutes, changed, cut or made up signs no one in", async () => {
    await jobFor("late@example.com");
    const token = await mailedToken("late@example.com");
    const later = new Date(Date.now() + 15 * 60_000 + 1000);
    expect(await signInWithLink(token, null, later)).toEqual({ problem: "expired" });
    const [id, digest] = token.split(".") as [string, string];
    const changed = `${id}.${digest.slice(0, -1)}${digest.endsWith("A") ? "B" : "A"}`;
    expect(await signInWithLink(changed, null)).toEqual({ problem: "unknown" });
    expect(await signInWithLink(`${Number(id) + 1000}.${digest}`, null)).toEqual({
      problem: "unknown",
    });
    expect(await signInWithLink(token.slice(0, -3), null)).toEqual({ problem: "invalid" });
    expect(await signInWithLink("", null)).toEqual({ problem: "invalid" });
    // None of that spent it.
    expect(await signInWithLink(token, null)).toHaveProperty("secret");
  });

  it("stores neither the link nor the session's cookie in a usable form", async () => {
    await jobFor("stored@example.com");
    const token = await mailedToken("stored@example.com");
    const signedIn = await signInWithLink(token, null);
    if (!("secret" in signedIn)) throw new Error("Not signed in");
    const db = await getDb();
    const dump = JSON.stringify([
      await db.all(sql`select * from portal_links`),
      await db.all(sql`select * from portal_sessions`),
    ]);
    expect(dump).not.toContain(token.split(".")[1]!);
    expect(dump).not.toContain(signedIn.secret);
  });

  it("a link e-mail that could only arrive expired is not sent", async () => {
    await jobFor("slow@example.com");
    // Asked for 16 minutes ago, while the mail server was down.
    const asked = new Date(Date.now() - 16 * 60_000);
    await requestSignInLink(
      { email: "slow@example.com", clientIp: freshClient(), language: "en" },
      asked,
    );
    await processOutbox();
    expect(mailsTo("slow@example.com")).toHaveLength(0);
  });
});

describe("signed-in devices", () => {
  it("are listed, signed out one by one or everywhere, and never another homeowner's", async () => {
    await jobFor("devices@example.com");
    await jobFor("other@example.com");
    const signIn = async (address: string, agent: string) => {
      await requestSignInLink({ email: address, clientIp: freshClient(), language: "en" });
      await processOutbox();
      const result = await signInWithLink(tokenMailedTo(address), agent);
      if (!("secret" in result)) throw new Error(result.problem);
      return result.secret;
    };
    const phone = await signIn("devices@example.com", "Mozilla/5.0 (iPhone) Safari");
    const laptop = await signIn("devices@example.com", "Mozilla/5.0 (Windows) Chrome");
    const tablet = await signIn("devices@example.com", "Mozilla/5.0 (iPad) Safari");
    const others = await signIn("other@example.com", "Mozilla/5.0 (Android) Chrome");
    expect(await sessionsOf("devices@example.com")).toHaveLength(3);

    // Another homeowner's device cannot sign this one out by its number.
    const tabletRow = (await sessionOf(tablet))!;
    await endSession("other@example.com", tabletRow.id);
    expect(await sessionOf(tablet)).not.toBeNull();
    await endSession("devices@example.com", tabletRow.id);
    expect(await sessionOf(tablet)).toBeNull();

    expect(await endEverySession("devices@example.com")).toBe(2);
    expect(await sessionOf(phone)).toBeNull();
    expect(await sessionOf(laptop)).toBeNull();
    expect(await sessionOf(others)).not.toBeNull();
  });

  it("a session ends after 30 days", async () => {
    await jobFor("month@example.com");
    await requestSignInLink({
      email: "month@example.com",
      clientIp: freshClient(),
      language: "en",
    });
    await processOutbox();
    const result = await signInWithLink(tokenMailedTo("month@example.com"), null);
    if (!("secret" in result)) throw new Error(result.problem);
    expect(await sessionOf(result.secret, new Date(Date.now() + 29 * 86_400_000))).not.toBeNull();
    expect(
      await sessionOf(result.secret, new Date(Date.now() + 30 * 86_400_000 + 1000)),
    ).toBeNull();
  });
});

describe("what a homeowner sees", () => {
  it("their own jobs, not cancelled ones, whatever the address's case; another's reads as none", async () => {
    const mine = await jobFor("Mine@Example.com");
    const cancelled = await jobFor("mine@example.com", { status: "cancelled" });
    const theirs = await jobFor("theirs@example.com");
    const jobs = await homeownerJobs("mine@example.com");
    expect(jobs.map((job) => job.id)).toEqual([mine.id]);
    expect(jobs[0]).toMatchObject({
      address: "4512 Live Oak St, Dallas",
      schedule: [{ phase: "Demolition", days: 3 }],
      payments: [{ title: "Deposit", amountCents: 100_000, receivedOn: null }],
    });
    expect(await ownJob("mine@example.com", mine.id)).toBeDefined();
    expect(await ownJob("mine@example.com", cancelled.id)).toBeUndefined();
    expect(await ownJob("mine@example.com", theirs.id)).toBeUndefined();
  });
});

describe("the invitation", () => {
  it("goes once to each active job's homeowner, in their language, only while the portal is offered", async () => {
    await payload.delete({ collection: "jobs", where: { id: { exists: true } }, user: owner });
    const spanish = await jobFor("rosa@example.com", {
      language: "es",
      title: "Cocina de Rosa",
      homeownerName: "Rosa Garza",
    });
    await jobFor("done@example.com", { status: "complete" });
    expect(await inviteHomeowners(no)).toBe(0);
    const rounds = await Promise.all([inviteHomeowners(yes), inviteHomeowners(yes)]);
    expect(rounds[0]! + rounds[1]!).toBe(1);
    expect(await inviteHomeowners(yes)).toBe(0);
    await processOutbox();
    const mails = mailsTo("rosa@example.com");
    expect(mails).toHaveLength(1);
    expect(headerOf(mails[0]!.raw, "Subject")).toContain("“Cocina de Rosa”");
    const text = partOf(mails[0]!.raw, "text/plain") ?? "";
    expect(text).toContain("Hola, Rosa:");
    expect(text).toMatch(/\/es\/portal\b/);
    expect(mailsTo("done@example.com")).toHaveLength(0);
    expect(spanish.id).toBeGreaterThan(0);
  });
});

describe("the daily e-mail", () => {
  const monday = "2026-11-16";
  /** Dallas time on that Monday (CST, UTC-6). */
  const at = (time: string) => new Date(`${monday}T${time}:00-06:00`);
  const post = (job: number, note: string, kind: "work" | "no_work" = "work") =>
    payload.create({
      collection: "job-updates",
      data: { job, day: `${monday}T12:00:00.000Z`, kind, note },
      user: owner,
    });

  it("tells each updated job's homeowner once, from 6 PM, in their language, with each update", async () => {
    const english = await jobFor("digest-en@example.com", {
      status: "underway",
      homeownerName: "Avery Digest",
    });
    const spanish = await jobFor("digest-es@example.com", {
      status: "underway",
      language: "es",
      homeownerName: "Rosa Digest",
      title: "Cocina de Rosa",
    });
    await jobFor("digest-none@example.com", { status: "underway" });
    await post(english.id, "Cabinets hung on the north wall; the sink base is in.");
    await post(english.id, "Inspector passed the rough plumbing.");
    await post(spanish.id, "lluvia; el equipo vuelve el martes.", "no_work");

    expect(await queueDailyDigests(yes, at("17:59"))).toBe(0);
    expect(await queueDailyDigests(no, at("18:30"))).toBe(0);
    const rounds = await Promise.all([
      queueDailyDigests(yes, at("18:30")),
      queueDailyDigests(yes, at("18:31")),
    ]);
    expect(rounds[0]! + rounds[1]!).toBe(2);
    expect(await queueDailyDigests(yes, at("21:00"))).toBe(0);
    await processOutbox();

    const [mail] = mailsTo("digest-en@example.com");
    expect(mailsTo("digest-en@example.com")).toHaveLength(1);
    expect(headerOf(mail!.raw, "Subject")).toContain("November 16, 2026");
    const text = partOf(mail!.raw, "text/plain") ?? "";
    expect(text).toContain("Hi Avery,");
    expect(text).toContain("Cabinets hung on the north wall; the sink base is in.");
    expect(text).toContain("Inspector passed the rough plumbing.");
    expect(text).toMatch(/See your project page: https?:\/\/\S+\/portal\b/);
    const spanishText = partOf(mailsTo("digest-es@example.com")[0]!.raw, "text/plain") ?? "";
    expect(spanishText).toContain("Hola, Rosa:");
    expect(spanishText).toContain("No se trabajó en la obra: lluvia; el equipo vuelve el martes.");
    expect(mailsTo("digest-none@example.com")).toHaveLength(0);
  });

  it("is not sent to a homeowner who turned it off, even when it was already queued", async () => {
    const before = await jobFor("digest-off@example.com", { status: "underway" });
    const after = await jobFor("digest-late@example.com", { status: "underway" });
    await post(before.id, "Tile set in the shower.");
    await post(after.id, "Drywall taped.");
    await setDigest("digest-off@example.com", false);
    expect(await queueDailyDigests(yes, at("19:00"))).toBe(1);
    await setDigest("digest-late@example.com", false);
    await processOutbox();
    expect(mailsTo("digest-off@example.com")).toHaveLength(0);
    expect(mailsTo("digest-late@example.com")).toHaveLength(0);
    // Turned on again, the day already told is not told twice.
    await setDigest("digest-late@example.com", true);
    expect(await queueDailyDigests(yes, at("19:00"))).toBe(0);
  });
});
