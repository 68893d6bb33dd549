import { Button } from "@/components/ui/button-link";
import { Phone } from "@/components/ui/icons";
import type { LeadFormWords } from "@/leads/form-words";
import { telHref } from "@/lib/routing/phone-number";

/** The form's send button, held while a send is on its way, and the phone for those who would rather call. */
export function SubmitRow({
  sending,
  words,
  phone,
}: {
  sending: boolean;
  words: Pick<LeadFormWords, "submit" | "sending" | "orCall">;
  phone: { display: string; e164: string };
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <Button type="submit" size="large" disabled={sending}>
        {sending ? words.sending : words.submit}
      </Button>
      <a
        href={telHref(phone.e164)}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline"
      >
        <Phone aria-hidden="true" className="size-5" /> {words.orCall} {phone.display}
      </a>
    </div>
  );
}
