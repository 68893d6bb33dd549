import { Button } from "@/components/ui/button-link";
import { PageTitle } from "@/components/ui/page-title";
import type { Locale } from "@/lib/i18n/locale";
import { optOutCopy } from "@/leads/review-request/opt-out-copy";
import { OPT_OUT_LANGUAGE } from "@/leads/review-request/opt-out-link";

type Props = { locale: Locale } & (
  | { state: "done" | "invalid" }
  | { state: "confirm"; email: string; link: { e: string; t: string } }
);

/**
 * The review opt-out page's one panel: a one-button form that works without JavaScript. The form
 * names its edition, so the answer after the click is in the same language.
 */
export function OptOutPanel(props: Props) {
  const copy = optOutCopy[props.locale];
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
      <PageTitle>{copy[props.state].heading}</PageTitle>
      {props.state === "confirm" ? (
        <>
          <p className="mt-4 text-lg text-slate-700">{copy.confirm.text(props.email)}</p>
          <form method="post" action="/api/review-opt-out" className="mt-8">
            <input type="hidden" name="e" value={props.link.e} />
            <input type="hidden" name="t" value={props.link.t} />
            <input type="hidden" name={OPT_OUT_LANGUAGE} value={props.locale} />
            <Button type="submit">{copy.confirm.button}</Button>
          </form>
        </>
      ) : (
        <p className="mt-4 text-lg text-slate-700">{copy[props.state].text}</p>
      )}
    </section>
  );
}
