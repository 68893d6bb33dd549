import "server-only";
import { isLocale, localePath } from "@/lib/i18n/locale";
import { clientIpFrom } from "@/lib/net/client-address";
import { kickOutbox } from "@/lib/outbox/loop";
import {
  ESTIMATE_PATH,
  ESTIMATE_TOKEN,
  SEEN_TOTAL,
  SIGN_PROBLEM,
  SIGN_SECTION_ID,
} from "./addresses";
import { ALTERNATE_PREFIX, OPTION_PARAM } from "./choice";
import { signEstimate } from "./sign";
import { choiceAsSent } from "./signature";

const noStore = { "Cache-Control": "no-store" };

/**
 * The signing form's post: signs the linked estimate for the choice sent, then sends the browser
 * back to the estimate page (303), which shows the signature or why none was taken, with the
 * choice kept so nothing has to be picked again.
 */
export async function handleSignaturePost(request: Request, now = new Date()): Promise<Response> {
  const form = await request.formData().catch(() => null);
  if (!form)
    return new Response("Send the estimate page's signing form.", {
      status: 400,
      headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" },
    });
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const language = field("lang");
  const locale = isLocale(language) ? language : "en";
  const token = field(ESTIMATE_TOKEN);
  const choice = choiceAsSent(form);
  const result = await signEstimate(
    {
      token,
      choice,
      seenTotal: Number(field(SEEN_TOTAL)),
      name: field("name").slice(0, 200),
      consented: field("consent") === "yes",
      locale,
      clientIp: clientIpFrom(request.headers),
      userAgent: request.headers.get("user-agent"),
    },
    now,
  );
  if ("signed" in result) void kickOutbox();
  const query = new URLSearchParams({ [ESTIMATE_TOKEN]: token });
  if ("refused" in result) {
    query.set(SIGN_PROBLEM, result.refused);
    for (const [group, option] of Object.entries(choice.alternates))
      query.set(`${ALTERNATE_PREFIX}${group}`, option);
    for (const option of choice.options) query.append(OPTION_PARAM, option);
  }
  return new Response(null, {
    status: 303,
    headers: {
      ...noStore,
      Location: `${localePath(locale, ESTIMATE_PATH)}?${query}#${SIGN_SECTION_ID}`,
    },
  });
}
