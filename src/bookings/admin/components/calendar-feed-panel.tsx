import { siteUrl } from "@/lib/seo/site-url";
import { AdminButton } from "@/leads/admin/components/admin-button";
import { CALENDAR_FEED_ACTION, calendarFeedPath } from "../addresses";
import { staffCopy } from "../copy";

const { feed } = staffCopy;

/** The account's private calendar address, and the forms that make a new one or stop it. */
export function CalendarFeedPanel({ token }: { token: string | undefined }) {
  return (
    <section
      className="appointments__feed"
      id="calendar-feed"
      aria-labelledby="calendar-feed-heading"
    >
      <h2 id="calendar-feed-heading">{feed.heading}</h2>
      <p>{feed.text}</p>
      {token ? (
        <label>
          {feed.address}
          <input
            type="text"
            readOnly
            value={new URL(calendarFeedPath(token), siteUrl).toString()}
          />
        </label>
      ) : (
        <p>{feed.none}</p>
      )}
      <div className="appointment__actions">
        <form method="post" action={CALENDAR_FEED_ACTION}>
          <input type="hidden" name="intent" value="make" />
          <AdminButton type="submit" look={token ? "secondary" : "primary"}>
            {token ? feed.remake : feed.make}
          </AdminButton>
        </form>
        {token && (
          <form method="post" action={CALENDAR_FEED_ACTION}>
            <input type="hidden" name="intent" value="stop" />
            <AdminButton type="submit">{feed.stop}</AdminButton>
          </form>
        )}
      </div>
    </section>
  );
}
