import { Button } from "@/components/ui/button-link";
import { PageTitle } from "@/components/ui/page-title";
import { optOutCopy } from "@/leads/review-request/opt-out-copy";

type Props =
  | { state: "done" | "invalid" }
  | { state: "confirm"; email: string; link: { e: string; t: string } };

/** The review opt-out page's one panel: a one-button form that works without JavaScript. */
export function OptOutPanel(props: Props) {
  const heading = optOutCopy[props.state].heading;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
      <PageTitle>{heading}</PageTitle>
      {props.state === "confirm" ? (
        <>
          <p className="mt-4 text-lg text-slate-700">{optOutCopy.confirm.text(props.email)}</p>
          <form method="post" action="/api/review-opt-out" className="mt-8">
            <input type="hidden" name="e" value={props.link.e} />
            <input type="hidden" name="t" value={props.link.t} />
            <Button type="submit">{optOutCopy.confirm.button}</Button>
          </form>
        </>
      ) : (
        <p className="mt-4 text-lg text-slate-700">{optOutCopy[props.state].text}</p>
      )}
    </section>
  );
}
