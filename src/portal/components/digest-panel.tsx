import { Button } from "@/components/ui/button-link";
import type { Locale } from "@/lib/i18n/locale";
import { SETTINGS_ACTION } from "../addresses";
import { portalCopyIn } from "../copy";

/** The daily e-mail, on or off, with the one button that turns it the other way. */
export function DigestPanel({ locale, on, time }: { locale: Locale; on: boolean; time: string }) {
  const copy = portalCopyIn[locale].digest;
  return (
    <section
      id="digest"
      aria-labelledby="digest-heading"
      className="mt-12 border-t border-slate-200 pt-8"
    >
      <h2 id="digest-heading" className="text-2xl font-bold text-slate-900">
        {copy.heading}
      </h2>
      <p className="mt-2 text-slate-700">{on ? copy.on(time) : copy.off}</p>
      <form method="post" action={SETTINGS_ACTION} className="mt-4">
        <input type="hidden" name="lang" value={locale} />
        <input type="hidden" name="digest" value={on ? "off" : "on"} />
        <Button type="submit" variant="secondary">
          {on ? copy.stop : copy.start}
        </Button>
      </form>
    </section>
  );
}
