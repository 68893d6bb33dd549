import type { ReactNode } from "react";
import type { Photo } from "@/photos";
import { SiteImage } from "@/photos/ui";
import { PageTitle } from "@/components/ui/page-title";
import type { Locale } from "@/lib/i18n/locale";

type PageHeroProps = {
  eyebrow?: string;
  heading: string;
  intro: string;
  /** The picture beside the heading: a registry illustration or an owner's photo. */
  imageId?: string;
  photo?: Photo | undefined;
  children?: ReactNode;
  locale?: Locale;
};

/** The top of every inner page: the page's only h1, its intro, actions and a picture. */
export function PageHero(props: PageHeroProps) {
  const { eyebrow, heading, intro, imageId, photo, children, locale } = props;
  // Beside the heading on wide screens; below a phone's first screen, whose largest paint is the
  // heading and intro.
  const picture = {
    priority: "wide" as const,
    sizes: "(min-width: 1024px) 50vw, 100vw",
    className: "h-auto w-full rounded-2xl shadow-lg",
  };
  return (
    <section aria-labelledby="page-heading" className="bg-brand-50">
      <div
        className={`mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 lg:py-16 ${imageId || photo ? "lg:grid-cols-2" : ""}`}
      >
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <PageTitle className="mt-2">{heading}</PageTitle>
          <p className="mt-5 text-lg text-slate-700">{intro}</p>
          {children ? (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div>
          ) : null}
        </div>
        {photo ? <SiteImage photo={photo} {...picture} /> : null}
        {imageId && !photo ? <SiteImage id={imageId} {...picture} locale={locale} /> : null}
      </div>
    </section>
  );
}
