import type { Locale } from "@/lib/i18n/locale";
import { editionHome } from "@/lib/i18n/edition-home";
import { editionOfferScript } from "./edition-offer-script";

type EditionOfferProps = {
  to: Locale;
  /** The other edition's language tag (es-US), for the words and the link. */
  lang: string;
  text: string;
  link: string;
  dismiss: string;
};

/**
 * A browser that asks first for the other edition's language (Spanish on an English page) is
 * offered the page's twin, in that language, until it says no. The page itself is never
 * switched: shared links and search engines get what they asked for. The server's page is the
 * same for everyone (so it can be kept) and hides the offer; the script after it shows it before
 * the first paint, as a bar of its own above the header, so it covers nothing and moves nothing.
 * Without JavaScript nothing is offered: the header's language switch is there.
 */
export function EditionOffer({ to, lang, text, link, dismiss }: EditionOfferProps) {
  return (
    <>
      <aside
        hidden
        data-to={to}
        lang={lang}
        aria-label={text}
        className="border-b border-brand-100 bg-brand-50 text-sm print:hidden"
      >
        <div className="mx-auto flex max-w-7xl items-center gap-3 pl-4 sm:pl-6">
          <p className="flex-1 py-2 text-slate-700">
            {text}{" "}
            <a
              href={editionHome[to]}
              hrefLang={lang}
              className="font-semibold whitespace-nowrap text-brand-800 underline"
            >
              {link}
            </a>
          </p>
          <button
            type="button"
            className="inline-flex size-11 shrink-0 items-center justify-center text-slate-600 hover:bg-brand-100"
          >
            {/* A glyph, not the icon set, which would come with it. */}
            <span aria-hidden="true" className="text-2xl leading-none">
              ×
            </span>
            <span className="sr-only">{dismiss}</span>
          </button>
        </div>
      </aside>
      {/* Allowed by its hash in every page's Content-Security-Policy. */}
      <script dangerouslySetInnerHTML={{ __html: editionOfferScript }} />
    </>
  );
}
