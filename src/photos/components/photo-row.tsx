import { SwipeRow } from "@/components/ui/swipe-row";
import { SiteImage } from "@/photos/components/site-image";
import type { GalleryItem } from "@/photos/components/gallery";
import type { Locale } from "@/lib/i18n/locale";

/** Captioned pictures in a row to swipe: a page's photos without a page's height of them. */
type PhotoRowProps = {
  images: readonly GalleryItem[];
  label: string;
  className?: string;
  locale?: Locale;
};

export function PhotoRow({ images, label, className, locale }: PhotoRowProps) {
  const picture = {
    sizes: "(min-width: 640px) 288px, 82vw",
    className: "aspect-[3/2] h-auto w-full rounded-xl object-cover",
  };
  return (
    <SwipeRow
      label={label}
      className={className}
      items={images.map((image, at) => ({
        // Its place, not its caption: a key is written into the page's data once more.
        key: String(at),
        node: (
          <figure>
            {"photo" in image ? (
              <SiteImage photo={image.photo} {...picture} />
            ) : (
              <SiteImage id={image.imageId} {...picture} locale={locale} />
            )}
            <figcaption className="mt-2 text-sm text-slate-600">{image.caption}</figcaption>
          </figure>
        ),
      }))}
    />
  );
}
