import "server-only";
import { describeDbError } from "@/lib/db/errors";
import { indexPages } from "@/lib/routing/page-index";
import { ensureFirstOwner } from "@/accounts/first-owner";
import { cleanStoredPhotos } from "@/photos/clean-stored";
import { publishedPosts } from "@/posts/public";
import { shownProject } from "@/projects/public";
import { cms } from "@/lib/cms/ready";
import { seedContentOnce } from "./seed";
import { adminSettings } from "@/accounts/settings";

/**
 * At server start: apply the admin's migrations, create its first owner and seed content a
 * fresh install lacks, clean stored photos of location and camera data, then say in the log
 * whether anyone can sign in. Retried while the database cannot be reached, like the lead store;
 * the public site serves meanwhile.
 */
export async function startAdmin() {
  indexPages("/projects/", async (slug, locale) => Boolean(await shownProject(slug, locale)));
  // An article not yet in Spanish answers /es/blog/<address> in English, with a note.
  indexPages("/blog/", async (slug) => (await publishedPosts()).some((post) => post.slug === slug));
  try {
    const payload = await cms();
    await ensureFirstOwner();
    await seedContentOnce(payload);
    // Not awaited: the server serves no page until start-up is done, and re-encoding a library of
    // phone photos the first time can take minutes. A file it is rewriting is replaced in one step.
    void cleanStoredPhotos(payload).catch((error: unknown) => {
      console.error(`Cleaning stored photos failed: ${describeDbError(error)}`);
    });
    const settings = adminSettings();
    if (settings.state === "locked") console.error(settings.problem);
    else console.info(settings.ownerProblem ?? "Admin ready at /admin.");
  } catch (error) {
    console.error(`Admin unavailable, trying again in 30 s: ${describeDbError(error)}`);
    setTimeout(() => void startAdmin(), 30_000).unref();
  }
}
