import "server-only";
import type { Payload } from "payload";
import { spanishGaps } from "@/editions/spanish-gaps";

/**
 * On the admin's first screen: the entries that still lack Spanish, each a link to its Spanish
 * side. Gone once everything has its Spanish.
 */
export async function SpanishGaps({ payload }: { payload: Payload }) {
  const gaps = await spanishGaps(payload);
  if (!gaps.length) return null;
  return (
    <section className="go-live spanish-gaps" aria-labelledby="spanish-gaps-heading">
      <h2 id="spanish-gaps-heading">
        {gaps.length === 1 ? "1 entry lacks Spanish" : `${gaps.length} entries lack Spanish`}
      </h2>
      <p>
        Each has no Spanish yet, or only part of it. Open one, switch the language at the top of its
        page to Español, write the Spanish and save.
      </p>
      <ul>
        {gaps.map((gap) => (
          <li key={gap.key}>
            <span>
              {gap.kind}: {gap.title}
            </span>
            <a href={gap.href}>Write the Spanish</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
