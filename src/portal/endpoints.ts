import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { AttachedPhoto } from "@/jobs/server";
import { isLocale, localePath, type Locale } from "@/lib/i18n/locale";
import { clientIpFrom } from "@/lib/net/client-address";
import { kickOutbox } from "@/lib/outbox/loop";
import { LINK_TOKEN, PORTAL_NOTICE, PORTAL_PATH, SESSION_DO, SIGN_IN_PATH } from "./addresses";
import type { PortalNotice } from "./copy-schema";
import { setDigest } from "./digests";
import { requestSignInLink } from "./request-link";
import { forgetSignIn, keepSignedIn, requestSession } from "./session-cookie";
import { endEverySession, endSession } from "./session-store";
import { signInWithLink } from "./sign-in";

/** The portal's query when its link form sent nothing: why, and what was typed. */
export const LINK_PROBLEM = "problem";
export const TYPED_ADDRESS = "email";
export const WAIT_MINUTES = "wait";

const noStore = { "Cache-Control": "private, no-store" };

/** A form's post, read once: its fields and the language of the page it came from. */
export async function readForm(request: NextRequest) {
  const form = await request.formData().catch(() => null);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === "string" ? value : "";
  };
  const language = field("lang");
  return { form, field, locale: (isLocale(language) ? language : "en") as Locale };
}

/**
 * The files a form sent under `photos`, or undefined when there are more than `max`; an empty file
 * input sends one nameless, empty file, which is none.
 */
export async function attachedPhotos(
  form: FormData,
  max: number,
): Promise<AttachedPhoto[] | undefined> {
  const files = form.getAll("photos").filter((value): value is File => typeof value !== "string");
  const chosen = files.filter((file) => file.size > 0);
  if (chosen.length > max) return undefined;
  return Promise.all(
    chosen.map(async (file) => ({
      name: file.name || "photo",
      type: file.type,
      data: Buffer.from(await file.arrayBuffer()),
    })),
  );
}

export const plainAnswer = (text: string, status: number) =>
  new NextResponse(text, {
    status,
    headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" },
  });

/** Back to a page (303), so a reload does not send the form again. */
export const seeOther = (
  request: NextRequest,
  path: string,
  query: Record<string, string> = {},
) => {
  const url = new URL(path, request.url);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return new NextResponse(null, {
    status: 303,
    headers: { ...noStore, Location: `${url.pathname}${url.search}${url.hash}` },
  });
};

const portalPage = (request: NextRequest, locale: Locale, query: Record<string, string>) =>
  seeOther(request, localePath(locale, PORTAL_PATH), query);

/**
 * POST /api/portal-links: "e-mail me a sign-in link". Every address gets the same answer whether
 * it has a job or not; a malformed one is shown again with what is wrong, and one over the limit
 * says how long to wait.
 */
export async function handleLinkPost(request: NextRequest): Promise<NextResponse> {
  const { form, field, locale } = await readForm(request);
  if (!form) return plainAnswer("Send the project page's sign-in form.", 400);
  const email = field("email").slice(0, 254);
  const result = await requestSignInLink({
    email,
    clientIp: clientIpFrom(request.headers),
    language: locale,
  });
  if ("asked" in result) {
    void kickOutbox();
    return portalPage(request, locale, { [PORTAL_NOTICE]: "sent" satisfies PortalNotice });
  }
  if (result.problem === "limit")
    return portalPage(request, locale, {
      [LINK_PROBLEM]: "limit",
      [WAIT_MINUTES]: String(Math.ceil(result.retryAfterSeconds / 60)),
    });
  return portalPage(request, locale, { [LINK_PROBLEM]: "address", [TYPED_ADDRESS]: email });
}

/** POST /api/portal-settings: the daily e-mail on (`digest=on`) or off, for this device's homeowner. */
export async function handleSettingsPost(request: NextRequest): Promise<NextResponse> {
  const { form, field, locale } = await readForm(request);
  if (!form) return plainAnswer("Send the project page's daily e-mail form.", 400);
  const wanted = field("digest");
  if (wanted !== "on" && wanted !== "off")
    return plainAnswer("Say whether the daily e-mail is on or off.", 400);
  const session = await requestSession(request);
  if (!session) return portalPage(request, locale, { [PORTAL_NOTICE]: "signed-out" });
  await setDigest(session.address, wanted === "on");
  return seeOther(request, `${localePath(locale, PORTAL_PATH)}#digest`);
}

/**
 * POST /api/portal-sessions: the sign-in button (`do=in`, with the link), signing out this device
 * (`out`), one other device of the same homeowner (`device`, with its id) or every device
 * (`everywhere`). A device can only sign out its own homeowner's devices.
 */
export async function handleSessionPost(request: NextRequest): Promise<NextResponse> {
  const { form, field, locale } = await readForm(request);
  if (!form) return plainAnswer("Send one of the project page's forms.", 400);
  const action = field(SESSION_DO);
  if (action === "in") {
    const token = field(LINK_TOKEN).slice(0, 100);
    const signedIn = await signInWithLink(token, request.headers.get("user-agent"));
    // A link that signs no one in: its page says why, with its status (signed-link-pages.ts).
    if ("problem" in signedIn)
      return seeOther(request, localePath(locale, SIGN_IN_PATH), { [LINK_TOKEN]: token });
    const response = portalPage(request, locale, {});
    keepSignedIn(request, response, signedIn);
    return response;
  }
  if (!["out", "device", "everywhere"].includes(action))
    return plainAnswer("That is not something the project page's forms do.", 400);
  const session = await requestSession(request);
  let notice: PortalNotice = "signed-out";
  if (session && action === "everywhere") {
    await endEverySession(session.address);
    notice = "signed-out-everywhere";
  } else if (session && action === "device") {
    const id = Number(field("id"));
    if (!Number.isSafeInteger(id) || id <= 0)
      return plainAnswer("Name the device to sign out by its number.", 400);
    await endSession(session.address, id);
    if (id !== session.id)
      return portalPage(request, locale, { [PORTAL_NOTICE]: "device-signed-out" });
  } else if (session) await endSession(session.address, session.id);
  const response = portalPage(request, locale, { [PORTAL_NOTICE]: notice });
  forgetSignIn(response);
  return response;
}
