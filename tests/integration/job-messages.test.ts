import { NextRequest } from "next/server";
import type { Payload } from "payload";
import { beforeAll, describe, expect, it } from "vitest";
import type { User } from "@/lib/cms/payload-types";
import { carriesMetadata } from "@/photos/strip-metadata";
import { taggedPhoneJpeg } from "@/photos/tagged-photo";
import { pointAtFreshCmsDatabase } from "./support/cms-database";
import { seededCmsWithMail, type SeededCms } from "./support/seeded-cms-with-mail";
import { portalDeviceOf } from "./support/portal-device";
import { partOf } from "../support/mail-parts";

pointAtFreshCmsDatabase("job-messages", { withOwner: true });

const { getDb } = await import("@/lib/db/client");
const { deliveries } = await import("@/lib/outbox/tables");
const { handleMessagePost } = await import("@/portal/message-endpoint");
const { officeAlertOf, queueMessageAlerts } = await import("@/portal/message-alerts");
const { homeownerJobs, postHomeownerMessage, HOMEOWNER_MESSAGES_PER_HOUR } =
  await import("@/jobs/server");
const { waitingMessages } = await import("@/jobs/message-clock");
const { processOutbox } = await import("@/lib/outbox/loop");
const { privatePhotoFiles } = await import("@/lib/storage/stored-files");

let payload: Payload;
let owner: User;
let smtp: SeededCms["smtp"];

const ready = seededCmsWithMail();
beforeAll(() => void ({ payload, owner, smtp } = ready));

const jobFor = (email: string, homeownerName = "Lee Tran") =>
  payload.create({
    collection: "jobs",
    data: {
      title: `Bathroom for ${email}`,
      homeownerName,
      email,
      projectAddress: "88 Elm St",
      city: "Plano",
      language: "en",
      status: "underway",
      projectManager: owner.id,
    } as never,
    user: owner,
  });

const updateOf = (jobId: number) =>
  payload.create({
    collection: "job-updates",
    data: {
      job: jobId,
      kind: "work",
      note: "Shower walls tiled; grout tomorrow.",
      day: new Date().toISOString(),
    },
    user: owner,
  });

/** The portal's message form as a browser posts it, from a device with `cookie`. */
async function post(
  cookie: string | undefined,
  fields: Record<string, string>,
  photos: { name: string; type: string; data: Buffer }[] = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ lang: "en", ...fields })) form.set(name, value);
  for (const photo of photos)
    form.append("photos", new File([new Uint8Array(photo.data)], photo.name, { type: photo.type }));
  return handleMessagePost(
    new NextRequest("http://localhost/api/portal-messages", {
      method: "POST",
      body: form,
      headers: cookie ? { cookie } : {},
    }),
  );
}

const messagesOfJob = async (jobId: number) =>
  (
    await payload.find({
      collection: "job-messages",
      where: { job: { equals: jobId } },
      sort: "createdAt",
      depth: 0,
      overrideAccess: true,
    })
  ).docs;

const deliveriesOf = async (messageId: number) =>
  (await (await getDb()).select().from(deliveries)).filter(
    (row) => row.subject === "job-message" && row.subjectId === messageId,
  );

/** Rounds of the outbox until every delivery about a message is sent (a round takes a batch). */
async function sendAllAbout(messageId: number) {
  for (let round = 0; round < 20; round++) {
    const rows = await deliveriesOf(messageId);
    if (rows.length && rows.every((row) => row.status === "sent")) return;
    await processOutbox();
  }
  throw new Error(`Message ${messageId}'s deliveries were not all sent`);
}

describe("a homeowner's message from the portal", () => {
  it("is stored as theirs with its photo, which is the job's and carries no location", async () => {
    const job = await jobFor("lee@example.com");
    const lee = await portalDeviceOf(smtp, "lee@example.com");
    const photo = { name: "IMG_1.jpg", type: "image/jpeg", data: await taggedPhoneJpeg() };
    const answer = await post(lee, { job: String(job.id), body: "Is the grout gray or white?" }, [
      photo,
    ]);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(
      `/portal?m=sent&job=${job.id}#job-${job.id}-messages`,
    );
    const [message] = await messagesOfJob(job.id);
    expect(message).toMatchObject({ from: "homeowner", author: null, answeredAt: null });
    expect(message!.body).toBe("Is the grout gray or white?");
    const [photoId] = message!.photos as number[];
    const stored = await payload.findByID({ collection: "job-photos", id: photoId!, depth: 0 });
    expect(stored.job).toBe(job.id);
    expect(await carriesMetadata((await privatePhotoFiles().read(stored.filename!))!)).toBe(false);

    const [seen] = await homeownerJobs("lee@example.com");
    expect(seen!.messages).toEqual([
      expect.objectContaining({
        from: "homeowner",
        body: "Is the grout gray or white?",
        photos: [expect.objectContaining({ id: photoId })],
      }),
    ]);
  });

  it("about an update of its own job says so; about another family's, it is refused whole", async () => {
    const job = await jobFor("ana@example.com", "Ana Ruiz");
    const other = await jobFor("kim@example.com", "Kim Ng");
    const own = await updateOf(job.id);
    const theirs = await updateOf(other.id);
    const ana = await portalDeviceOf(smtp, "ana@example.com");
    const photos = await payload.count({ collection: "job-photos", overrideAccess: true });

    const refused = await post(
      ana,
      { job: String(job.id), body: "What about this one?", about: `update-${theirs.id}` },
      [{ name: "a.jpg", type: "image/jpeg", data: await taggedPhoneJpeg() }],
    );
    expect(refused.status).toBe(303);
    const back = new URL(refused.headers.get("location")!, "http://localhost");
    expect(back.searchParams.get("m")).toBe("about");
    expect(back.searchParams.get("text")).toBe("What about this one?");
    expect(back.hash).toBe(`#job-${job.id}-write`);
    expect(await messagesOfJob(job.id)).toHaveLength(0);
    // Its photo was taken back with it.
    expect(await payload.count({ collection: "job-photos", overrideAccess: true })).toEqual(photos);

    await post(ana, { job: String(job.id), body: "Why two coats?", about: `update-${own.id}` });
    const [seen] = await homeownerJobs("ana@example.com");
    expect(seen!.messages[0]!.about).toMatchObject({ kind: "update", id: own.id });
  });

  it("to a job that is not the device's, or from no device, stores nothing", async () => {
    const job = await jobFor("rosa@example.com");
    await jobFor("sam@example.com");
    const sam = await portalDeviceOf(smtp, "sam@example.com");
    const answer = await post(sam, { job: String(job.id), body: "Let me in" });
    expect(answer.status).toBe(404);
    const signedOut = await post(undefined, { job: String(job.id), body: "Let me in" });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toBe("/portal");
    const forged = await post("portal_session=made-up", { job: String(job.id), body: "Hi" });
    expect(forged.status).toBe(303);
    expect(await messagesOfJob(job.id)).toHaveLength(0);
  });

  it("refuses an empty text, a file that is no photo and too many photos, storing nothing", async () => {
    const job = await jobFor("ike@example.com");
    const ike = await portalDeviceOf(smtp, "ike@example.com");
    const problem = async (answer: Response) =>
      new URL(answer.headers.get("location")!, "http://localhost").searchParams.get("m");
    expect(await problem(await post(ike, { job: String(job.id), body: " " }))).toBe("length");
    const script = { name: "x.jpg", type: "image/jpeg", data: Buffer.from("<script>hi</script>") };
    expect(await problem(await post(ike, { job: String(job.id), body: "Look" }, [script]))).toBe(
      "photos",
    );
    const seven = Array.from({ length: 7 }, () => script);
    expect(await problem(await post(ike, { job: String(job.id), body: "Look" }, seven))).toBe(
      "photos",
    );
    expect(await messagesOfJob(job.id)).toHaveLength(0);
  });

  it(`takes ${HOMEOWNER_MESSAGES_PER_HOUR} an hour on one job, then asks to wait`, async () => {
    const job = await jobFor("max@example.com");
    const now = new Date();
    for (let i = 0; i < HOMEOWNER_MESSAGES_PER_HOUR; i++)
      expect(
        await postHomeownerMessage(job.id, { body: `Note ${i}`, about: {}, photos: [] }, now),
      ).toHaveProperty("id");
    expect(
      await postHomeownerMessage(job.id, { body: "One more", about: {}, photos: [] }, now),
    ).toEqual({ problem: "limit" });
  });
});

describe("the office and the homeowner are each told", () => {
  it("once of a homeowner's message, without its text on a phone; the answer reaches the homeowner", async () => {
    const job = await jobFor("noa@example.com", "Noa Park");
    const posted = await postHomeownerMessage(job.id, {
      body: "Can we move the vanity light 6 inches left?",
      about: {},
      photos: [],
    });
    if (!("id" in posted)) throw new Error(posted.problem);
    // Two servers' rounds at once still queue it once.
    const [a, b] = await Promise.all([queueMessageAlerts(), queueMessageAlerts()]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await queueMessageAlerts()).toBe(0);
    expect((await deliveriesOf(posted.id)).map((row) => row.channel)).toEqual([
      "portal_message_staff",
    ]);
    const waiting = await waitingMessages();
    expect(waiting.map((message) => message.id)).toContain(posted.id);

    const [queued] = await deliveriesOf(posted.id);
    const phone = await officeAlertOf(queued!);
    expect(phone.title).toBe("Message from Noa in Plano");
    expect(JSON.stringify(phone)).not.toMatch(/vanity|Bathroom for|noa@example/);

    await sendAllAbout(posted.id);
    const office = smtp.messages.findLast((m) => /Message from Noa Park/.test(m.raw));
    expect(office?.to).toEqual([owner.email]);
    expect(partOf(office!.raw, "text/plain")).toContain("vanity light 6 inches left");

    const answer = await payload.create({
      collection: "job-messages",
      data: { job: job.id, body: "Yes, we can. It adds no cost.", from: "homeowner" } as never,
      user: owner,
    });
    expect(answer).toMatchObject({
      from: "staff",
      author: expect.objectContaining({ id: owner.id }),
    });
    // What the homeowner wrote stays as written, for the owner too.
    await expect(
      payload.update({
        collection: "job-messages",
        id: posted.id,
        data: { body: "Never mind." },
        user: owner,
        overrideAccess: false,
      }),
    ).rejects.toThrow();
    const asked = await payload.findByID({ collection: "job-messages", id: posted.id, depth: 0 });
    expect(asked.answeredAt).toBe(answer.createdAt);
    expect((await waitingMessages()).map((message) => message.id)).not.toContain(posted.id);

    await queueMessageAlerts();
    await sendAllAbout(answer.id);
    const toHomeowner = smtp.messages.filter((m) => m.to.includes("noa@example.com"));
    expect(toHomeowner).toHaveLength(1);
    const text = partOf(toHomeowner[0]!.raw, "text/plain") ?? "";
    expect(text).toContain("Yes, we can. It adds no cost.");
    expect(text).toContain(`/portal#job-${job.id}-messages`);
    expect((await deliveriesOf(answer.id)).map((row) => row.status)).toEqual(["sent"]);
  });

  it("a deleted message takes its unsent e-mail with it", async () => {
    const job = await jobFor("eve@example.com");
    const posted = await postHomeownerMessage(job.id, { body: "Hello?", about: {}, photos: [] });
    if (!("id" in posted)) throw new Error(posted.problem);
    await queueMessageAlerts();
    expect(await deliveriesOf(posted.id)).toHaveLength(1);
    await payload.delete({ collection: "job-messages", id: posted.id, user: owner });
    expect(await deliveriesOf(posted.id)).toHaveLength(0);
  });
});
