import "server-only";
import type { Payload, TypedUser } from "payload";
import { goLiveChecklist } from "@/business/go-live";

/**
 * On the admin's first screen, for owners: what the site still states or shows as a fresh install
 * had it, each with a link to where it is changed. Gone once all are done.
 */
export async function GoLiveChecklist({
  payload,
  user,
}: {
  payload: Payload;
  user?: TypedUser | null;
}) {
  const items = await goLiveChecklist(payload, user);
  if (!items.length) return null;
  return (
    <section className="go-live" aria-labelledby="go-live-heading">
      <h2 id="go-live-heading">Before your site goes live</h2>
      <p>
        These still show what a fresh install starts with. Visitors read them as fact, so change
        each one. This list goes away when all are done.
      </p>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <span>{item.text}</span>
            {item.link && <a href={item.link.href}>{item.link.label}</a>}
          </li>
        ))}
      </ul>
    </section>
  );
}
