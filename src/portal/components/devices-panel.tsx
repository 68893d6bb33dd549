import { Button } from "@/components/ui/button-link";
import type { Locale } from "@/lib/i18n/locale";
import { browserOf } from "@/lib/net/browser-of";
import { longMoment } from "@/lib/time/long-day";
import { SESSION_ACTION, SESSION_DO } from "../addresses";
import { portalCopyIn } from "../copy";
import { SESSION_DAYS } from "../session-store";
import type { PortalSessionRow } from "../tables";

/** A one-button form to the session endpoint: sign out here, one device, or everywhere. */
export function SessionButton({
  locale,
  action,
  id,
  label,
  variant = "secondary",
}: {
  locale: Locale;
  action: "out" | "device" | "everywhere";
  id?: number;
  label: string;
  variant?: "primary" | "secondary";
}) {
  return (
    <form method="post" action={SESSION_ACTION} className="shrink-0">
      <input type="hidden" name="lang" value={locale} />
      <input type="hidden" name={SESSION_DO} value={action} />
      {id !== undefined ? <input type="hidden" name="id" value={id} /> : null}
      <Button type="submit" variant={variant}>
        {label}
      </Button>
    </form>
  );
}

/** Every device the homeowner is signed in on, each to sign out, and all at once. */
export function DevicesPanel({
  locale,
  sessions,
  currentId,
}: {
  locale: Locale;
  sessions: readonly PortalSessionRow[];
  currentId: number;
}) {
  const copy = portalCopyIn[locale].devices;
  return (
    <section
      id="devices"
      aria-labelledby="devices-heading"
      className="mt-12 border-t border-slate-200 pt-8"
    >
      <h2 id="devices-heading" className="text-2xl font-bold text-slate-900">
        {copy.heading}
      </h2>
      <p className="mt-2 text-slate-700">{copy.intro(SESSION_DAYS)}</p>
      <ul className="mt-4 space-y-3">
        {sessions.map((session) => (
          <li
            key={session.id}
            className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="font-semibold text-slate-900">
                {browserOf(session.userAgent, locale)}
                {session.id === currentId ? ` · ${copy.thisDevice}` : ""}
              </p>
              <p className="text-sm text-slate-600">
                {copy.signedIn(longMoment(session.createdAt, locale))},{" "}
                {copy.lastUsed(longMoment(session.lastSeenAt, locale))}
              </p>
            </div>
            <SessionButton
              locale={locale}
              action={session.id === currentId ? "out" : "device"}
              id={session.id === currentId ? undefined : session.id}
              label={copy.signOutDevice}
            />
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <SessionButton
          locale={locale}
          action="everywhere"
          label={copy.everywhere}
          variant="primary"
        />
      </div>
    </section>
  );
}
