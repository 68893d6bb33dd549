import { Button } from "@/components/ui/button-link";
import { Choice, choiceInputClass } from "@/components/ui/choice-group";
import { PageTitle } from "@/components/ui/page-title";
import { cn } from "@/lib/cn";
import type { Locale } from "@/lib/i18n/locale";
import { BOOKING_ACTION, BOOKING_LANGUAGE, BOOKING_RESULT_ID } from "@/bookings/addresses";
import { bookingCopyIn } from "@/bookings/copy";
import type { BookingView } from "@/bookings/view";

type OpenView = Extract<BookingView, { state: "open" }>;

/** The link's lead and kind, and the page's edition to answer in, sent with every choice. */
function LinkFields({
  view,
  intent,
  locale,
}: {
  view: OpenView;
  intent: "book" | "cancel";
  locale: Locale;
}) {
  return (
    <>
      <input type="hidden" name={BOOKING_LANGUAGE} value={locale} />
      <input type="hidden" name="t" value={view.token} />
      <input type="hidden" name="kind" value={view.kind} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

/**
 * The booking page: the free times as radio buttons grouped by day, in one form that works
 * without JavaScript; each choice answers with this page again, saying what happened.
 */
export function BookingPanel({ view, locale }: { view: BookingView; locale: Locale }) {
  if (view.state !== "open")
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
        <PageTitle>{view.heading}</PageTitle>
        <p className="mt-4 text-lg text-slate-700">{view.text}</p>
      </section>
    );
  const bookingCopy = bookingCopyIn[locale];
  const name = bookingCopy.kinds[view.kind].name;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <p className="text-lg text-slate-700">{view.greeting}</p>
      <PageTitle className="mt-2">{view.heading}</PageTitle>
      <p className="mt-4 text-slate-700">{view.what}</p>
      {view.tabs.length > 1 ? (
        <nav aria-label={bookingCopy.tabsLabel} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {view.tabs.map((tab) => (
              <li key={tab.kind}>
                <a
                  href={tab.href}
                  aria-current={tab.current ? "page" : undefined}
                  className={cn(
                    "inline-flex min-h-11 items-center rounded-full border px-4 font-semibold",
                    tab.current
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-slate-300 bg-white text-brand-900 hover:border-brand-700",
                  )}
                >
                  {tab.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div id={BOOKING_RESULT_ID} role="status" className="mt-6">
        {view.notice ? (
          <p
            className={cn(
              "rounded-xl border p-4 text-lg",
              view.notice.tone === "done"
                ? "border-green-700/30 bg-green-50 text-green-900"
                : "border-amber-600/40 bg-amber-50 text-amber-950",
            )}
          >
            {view.notice.text}
          </p>
        ) : null}
      </div>
      {view.current ? (
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
          <p className="text-lg font-semibold text-slate-900">
            {bookingCopy.current(name, view.current)}
          </p>
          <form method="post" action={BOOKING_ACTION} className="mt-4">
            <LinkFields view={view} intent="cancel" locale={locale} />
            <Button type="submit" variant="secondary">
              {bookingCopy.cancel(name)}
            </Button>
          </form>
        </div>
      ) : null}
      {view.none ? <p className="mt-6 text-lg text-slate-700">{view.none}</p> : null}
      {view.days.length ? (
        <form method="post" action={BOOKING_ACTION} className="group mt-8" data-booking-times>
          <LinkFields view={view} intent="book" locale={locale} />
          {view.current ? (
            <h2 className="text-xl font-bold text-brand-900">{bookingCopy.moveHeading}</h2>
          ) : null}
          <p className="mt-1 text-sm text-slate-600">{bookingCopy.timeZone}</p>
          <div className="mt-4 space-y-3">
            {view.days.map((day) => (
              <details
                key={day.day}
                open={day.open}
                className="rounded-xl border border-slate-200 bg-white open:border-brand-700/40"
              >
                <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-4 px-4 py-3 font-semibold text-slate-900">
                  {day.label}
                  <span className="text-sm font-normal text-slate-600">
                    {bookingCopy.dayTimes(day.slots.length)}
                  </span>
                </summary>
                <fieldset className="px-4 pb-4">
                  <legend className="sr-only">{day.label}</legend>
                  <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                    {day.slots.map((slot) => (
                      <Choice
                        key={slot.value}
                        input={
                          <input
                            type="radio"
                            name="start"
                            value={slot.value}
                            className={choiceInputClass}
                          />
                        }
                      >
                        {slot.label}
                      </Choice>
                    ))}
                  </div>
                </fieldset>
              </details>
            ))}
          </div>
          {/* Once a time is chosen the button stays at the foot of the screen (in place of the
              call bar, globals.css) until the form's end: below seventeen folded days it had been
              1,929 px (2.6 phone screens) below the first day's times. CSS only: no script. */}
          <div className="-mx-4 mt-6 bg-white/95 px-4 py-3 backdrop-blur group-has-checked:sticky group-has-checked:bottom-0 group-has-checked:z-10 group-has-checked:border-t group-has-checked:border-slate-200 group-has-checked:pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            <Button type="submit" size="large" className="w-full sm:w-auto">
              {view.current ? bookingCopy.move : bookingCopy.book}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
