import { Button } from "@/components/ui/button-link";
import { controlClass, Field } from "@/components/ui/field";
import { PageTitle } from "@/components/ui/page-title";
import type { Locale } from "@/lib/i18n/locale";
import { LINK_ACTION } from "../addresses";
import { portalCopyIn } from "../copy";
import type { LinkRequestProblem, PortalNotice } from "../copy-schema";
import { Notice } from "./notice";

export type SignInState = {
  notice?: PortalNotice;
  problem?: { kind: LinkRequestProblem; waitMinutes: number };
  typed?: string;
};

/** The portal to a visitor not signed in: one field for the address, which e-mails a link. */
export function SignInPanel({
  locale,
  phone,
  state,
}: {
  locale: Locale;
  phone: string;
  state: SignInState;
}) {
  const copy = portalCopyIn[locale].signIn;
  const error = state.problem && copy.problems[state.problem.kind](state.problem.waitMinutes);
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-20">
      <PageTitle>{copy.heading}</PageTitle>
      {state.notice ? <Notice {...copy.notices[state.notice]} /> : null}
      <p className="mt-4 text-lg text-slate-700">{copy.intro}</p>
      <form method="post" action={LINK_ACTION} className="mt-8 space-y-6">
        <input type="hidden" name="lang" value={locale} />
        <Field id="portal-email" label={copy.address} error={error}>
          {(describedBy) => (
            <input
              id="portal-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={state.typed}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={controlClass}
            />
          )}
        </Field>
        <Button type="submit" size="large">
          {copy.send}
        </Button>
      </form>
      <p className="mt-8 text-slate-700">{copy.callUs(phone)}</p>
    </section>
  );
}
