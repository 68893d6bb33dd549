import { siteUrl } from "@/lib/seo/site-url";
import { dallasDay } from "@/lib/time/dallas";
import { AdminButton } from "@/components/layout/admin-button";
import { CALENDAR_FEED_ACTION, calendarFeedPath } from "../addresses";
import { staffCopy } from "../copy";
import { dayIn } from "../../when";

const { feed } = staffCopy;

/**
 * The account's private calendar address, shown once when it is made (only its hash is kept),
 * and the forms that make a new one or stop it.
 */
export function CalendarFeedPanel({
  madeAt,
  token,
}: {
  /** When the current address was made, if there is one. */
  madeAt: string | undefined;
  /** The address's token, only on the page that follows its making. */
  token: string | undefined;
}) {
  return (
    <section
      className="appointments__feed"
      id="calendar-feed"
      aria-labelledby="calendar-feed-heading"
    >
      <h2 id="calendar-feed-heading">{feed.heading}</h2>
      <p>{feed.text}</p>
      {token ? (
        <>
          <label>
            {feed.address}
            <input
              type="text"
              readOnly
              value={new URL(calendarFeedPath(token), siteUrl).toString()}
            />
          </label>
          <p>{feed.shownOnce}</p>
        </>
      ) : madeAt ? (
        <p>{feed.kept(dayIn(dallasDay(new Date(madeAt))))}</p>
      ) : (
        <p>{feed.none}</p>
      )}
      <div className="appointment__actions">
        <form method="post" action={CALENDAR_FEED_ACTION}>
          <input type="hidden" name="intent" value="make" />
          <AdminButton type="submit" look={madeAt ? "secondary" : "primary"}>
            {madeAt ? feed.remake : feed.make}
          </AdminButton>
        </form>
        {madeAt && (
          <form method="post" action={CALENDAR_FEED_ACTION}>
            <input type="hidden" name="intent" value="stop" />
            <AdminButton type="submit">{feed.stop}</AdminButton>
          </form>
        )}
      </div>
    </section>
  );
}
