import { partOf } from "../../support/mail-parts";

type Sink = { messages: { to: string[]; raw: string }[] };

/**
 * A homeowner's device signed in to the portal the way they would be: a link asked for, its
 * e-mail read from the sink, its token spent. Returns the Cookie header the device then sends.
 */
export async function portalDeviceOf(smtp: Sink, address: string, clientIp = "192.0.2.80") {
  const { requestSignInLink } = await import("@/portal/request-link");
  const { signInWithLink } = await import("@/portal/sign-in");
  const { processOutbox } = await import("@/lib/outbox/loop");
  await requestSignInLink({ email: address, clientIp, language: "en" });
  await processOutbox();
  const token = smtp.messages
    .filter((m) => m.to.includes(address))
    .map((m) => /\/portal\/sign-in\?t=(\S+)/.exec(partOf(m.raw, "text/plain") ?? "")?.[1])
    .findLast(Boolean);
  if (!token) throw new Error(`No sign-in link was e-mailed to ${address}`);
  const signedIn = await signInWithLink(decodeURIComponent(token), null);
  if (!("secret" in signedIn)) throw new Error(signedIn.problem);
  return `portal_session=${signedIn.secret}`;
}
