import "server-only";
import { kickOutbox } from "@/lib/outbox/loop";
import { ESTIMATE_TOKEN, SEEN_TOTAL, SIGN_PROBLEM, SIGN_SECTION_ID } from "./addresses";
import { ALTERNATE_PREFIX, choiceAsSent, OPTION_PARAM } from "./choice";
import { backToPage, plainAnswer, readPageForm } from "./page-form";
import { signEstimate } from "./sign";

/**
 * The signing form's post: signs the linked estimate for the choice sent, then sends the browser
 * back to the estimate page (303), which shows the signature or why none was taken, with the
 * choice kept so nothing has to be picked again.
 */
export async function handleSignaturePost(request: Request, now = new Date()): Promise<Response> {
  const post = await readPageForm(request);
  if (!post) return plainAnswer("Send the estimate page's signing form.", 400);
  const { field, locale, token } = post;
  const choice = choiceAsSent(post.form);
  const result = await signEstimate(
    {
      token,
      choice,
      seenTotal: Number(field(SEEN_TOTAL)),
      name: field("name").slice(0, 200),
      consented: field("consent") === "yes",
      locale,
      ...post.seen,
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
  return backToPage(locale, query, SIGN_SECTION_ID);
}
