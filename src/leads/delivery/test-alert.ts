import "server-only";
import { sendEmail } from "@/lib/mail/smtp";
import { describeDbError } from "@/lib/db/errors";
import { siteUrl } from "@/lib/seo/site-url";
import { deliveryConfig } from "./delivery-config";
import { postNtfyAlert } from "./ntfy";
import { listPushDevices } from "@/leads/push/store";
import { pushToDevice } from "@/leads/push/send";
import { factsForDeliveries } from "./sender-facts";

import type { OwnerChannel } from "./owner-reach";
/** `notSetUp`: nothing was tried, because nothing is there to try. */
export type TestAlertResult = { ok: boolean; message: string; notSetUp?: boolean };

const TITLE = "Test alert from your website";
const BODY = "New leads will reach you like this. Nothing to do.";

async function testEmail(): Promise<TestAlertResult> {
  const config = deliveryConfig();
  if (!config.smtpUrl) return { ok: false, message: "E-mail is not set up: set SMTP_URL." };
  const { business } = await factsForDeliveries();
  const to = config.notifyTo ?? business.email;
  await sendEmail(
    config.smtpUrl,
    { address: config.mailFrom ?? business.email, name: business.name },
    {
      to,
      subject: TITLE,
      text: `${BODY}\n\n${siteUrl}/admin\n`,
      html: `<p>${BODY}</p><p><a href="${siteUrl}/admin">${siteUrl}/admin</a></p>`,
    },
  );
  return { ok: true, message: `Sent a test e-mail to ${to}. Check that it arrived.` };
}

async function testNtfy(): Promise<TestAlertResult> {
  const config = deliveryConfig();
  if (!config.ntfyUrl) return { ok: false, message: "Phone alerts are not set up: set NTFY_URL." };
  await postNtfyAlert(
    config.ntfyUrl,
    config.ntfyToken,
    (topic) => ({
      topic,
      title: TITLE,
      message: BODY,
      priority: 4,
      tags: ["white_check_mark"],
      click: `${siteUrl}/admin`,
    }),
    `test-${Date.now()}`,
  );
  return { ok: true, message: "Sent a test alert to your ntfy topic. Check your phone." };
}

async function testPush(userId: number): Promise<TestAlertResult> {
  const devices = await listPushDevices([userId]);
  if (!devices.length)
    return {
      ok: false,
      notSetUp: true,
      message: "You have no device with alerts on: use “Alert me on this device”.",
    };
  const message = { title: TITLE, body: BODY, url: `${siteUrl}/admin`, tag: "test-alert" };
  const outcomes = await Promise.all(devices.map((device) => pushToDevice(device, message)));
  const sent = outcomes.filter((outcome) => outcome === "sent").length;
  const gone = outcomes.length - sent;
  const reached =
    sent === devices.length
      ? devices.length === 1
        ? "your device"
        : `your ${sent} devices`
      : `${sent} of your ${devices.length} devices`;
  const removed = gone
    ? ` ${gone} had turned alerts off in the browser and ${gone === 1 ? "was" : "were"} removed.`
    : "";
  return { ok: sent > 0, message: `Sent a test alert to ${reached}.${removed}` };
}

/**
 * Sends one test alert at once, outside the outbox (nothing to retry: the owner is watching), and
 * says what happened in words. A refusal names its kind, never the server's address or password.
 */
export async function sendTestAlert(
  channel: OwnerChannel,
  userId: number,
): Promise<TestAlertResult> {
  try {
    if (channel === "push") return await testPush(userId);
    return channel === "email" ? await testEmail() : await testNtfy();
  } catch (error) {
    return {
      ok: false,
      message: `The test alert could not be sent: ${describeDbError(error)}. Check the setting and try again.`,
    };
  }
}
