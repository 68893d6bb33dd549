import { Button } from "@/components/ui/button-link";
import { PageTitle } from "@/components/ui/page-title";
import type { Locale } from "@/lib/i18n/locale";
import { LINK_TOKEN, SESSION_ACTION, SESSION_DO } from "../addresses";
import { portalCopyIn } from "../copy";
import { SESSION_DAYS } from "../session-store";

/**
 * The page a sign-in link opens: one button. Opening the link spends nothing, so a mail
 * scanner that follows it first leaves it working; only the press signs in.
 */
export function LinkPanel({ locale, token }: { locale: Locale; token: string }) {
  const copy = portalCopyIn[locale].link;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-20">
      <PageTitle>{copy.heading}</PageTitle>
      <p className="mt-4 text-lg text-slate-700">{copy.text(SESSION_DAYS)}</p>
      <form method="post" action={SESSION_ACTION} className="mt-8">
        <input type="hidden" name="lang" value={locale} />
        <input type="hidden" name={SESSION_DO} value="in" />
        <input type="hidden" name={LINK_TOKEN} value={token} />
        <Button type="submit" size="large">
          {copy.button}
        </Button>
      </form>
    </section>
  );
}
