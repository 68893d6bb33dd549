import "server-only";
import { DefaultTemplate } from "@payloadcms/next/templates";
import { Gutter } from "@payloadcms/ui";
import { redirect } from "next/navigation";
import type { AdminViewServerProps } from "payload";
import { calendarFeedMadeAt, isCurrentCalendarFeed } from "@/bookings/calendar-feed-store";
import { firstValue } from "@/lib/routing/search-param";
import { agenda, type AgendaDay, type MoveChoices } from "../agenda";
import { APPOINTMENTS_ADMIN_PATH, NEW_FEED_COOKIE } from "../addresses";
import { staffCopy } from "../copy";
import { AppointmentCard } from "./appointment-card";
import { CalendarFeedPanel } from "./calendar-feed-panel";

const noticeOf = (params: AdminViewServerProps["searchParams"]) => {
  const done = firstValue(params?.done);
  const feed = firstValue(params?.feed);
  if (done) return staffCopy.done[done];
  if (feed === "made") return staffCopy.feed.made;
  if (feed === "stopped") return staffCopy.feed.stopped;
  return undefined;
};

/** The address just made, handed over by the form's answer (endpoints.ts), while it is current. */
async function newFeedToken(headers: Headers, userId: number): Promise<string | undefined> {
  const cookie = (headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === NEW_FEED_COOKIE);
  const token = cookie?.[1];
  return token && (await isCurrentCalendarFeed(userId, token)) ? token : undefined;
}

function Days({ days, choices }: { days: AgendaDay[]; choices: MoveChoices }) {
  return days.map((day) => (
    <section key={day.day} aria-label={day.label}>
      <h3>{day.label}</h3>
      {day.items.map((item) => (
        <AppointmentCard key={item.id} item={item} when={item.time} choices={choices} />
      ))}
    </section>
  ));
}

function Section({
  id,
  heading,
  children,
  empty,
}: {
  id: string;
  heading: string;
  children: React.ReactNode;
  empty?: string;
}) {
  return (
    <section className="appointments__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {empty ? <p>{empty}</p> : children}
    </section>
  );
}

/**
 * The admin's appointments page (/admin/appointments) for every signed-in account: today, the
 * next 7 days and later, each with the lead and a tap to call, and the forms to confirm, move
 * or cancel; then the account's own calendar address.
 */
export async function AppointmentsView(props: AdminViewServerProps) {
  const { initPageResult, searchParams } = props;
  const user = initPageResult.req.user;
  if (!user) redirect(`/admin/login?redirect=${encodeURIComponent(APPOINTMENTS_ADMIN_PATH)}`);
  const accountId = Number(user.id);
  const [list, madeAt, token] = await Promise.all([
    agenda(),
    calendarFeedMadeAt(accountId),
    newFeedToken(initPageResult.req.headers, accountId),
  ]);
  const notice = noticeOf(searchParams);
  const { sections, none } = staffCopy;
  return (
    <DefaultTemplate
      i18n={initPageResult.req.i18n}
      locale={initPageResult.locale}
      params={props.params}
      payload={initPageResult.req.payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={user}
      // The top bar's View site, Account and Sign out, as on every other admin page.
      viewActions={props.viewActions}
      visibleEntities={initPageResult.visibleEntities}
    >
      <main>
        <Gutter className="appointments">
          <h1>{staffCopy.title}</h1>
          <p>{staffCopy.intro}</p>
          <p role="status" className="appointments__notice">
            {notice}
          </p>
          <Section
            id="today"
            heading={sections.today}
            empty={list.today.length ? undefined : none.today}
          >
            {list.today.map((item) => (
              <AppointmentCard
                key={item.id}
                item={item}
                when={item.time}
                choices={list.moveChoices}
              />
            ))}
          </Section>
          {(["week", "later"] as const).map((id) => (
            <Section
              key={id}
              id={id}
              heading={sections[id]}
              empty={list[id].length ? undefined : none[id]}
            >
              <Days days={list[id]} choices={list.moveChoices} />
            </Section>
          ))}
          {list.cancelled.length > 0 && (
            <Section id="cancelled" heading={sections.cancelled}>
              {list.cancelled.map((item) => (
                <AppointmentCard key={item.id} item={item} when={`${item.day}, ${item.time}`} />
              ))}
            </Section>
          )}
          <CalendarFeedPanel madeAt={madeAt} token={token} />
        </Gutter>
      </main>
    </DefaultTemplate>
  );
}
