import { SiteImage } from "@/photos/components/site-image";
import type { Photo } from "@/photos/images";
import type { Locale } from "@/lib/i18n/locale";

/** A gallery picture: an illustration from the registry or an owner's photo, with its caption. */
export type GalleryItem = { caption: string } & ({ imageId: string } | { photo: Photo });

export function Gallery({ images, locale }: { images: readonly GalleryItem[]; locale?: Locale }) {
  const sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {images.map((image) => (
        <li key={image.caption}>
          <figure>
            {"photo" in image ? (
              <SiteImage photo={image.photo} sizes={sizes} className="h-auto w-full rounded-xl" />
            ) : (
              <SiteImage
                id={image.imageId}
                sizes={sizes}
                className="h-auto w-full rounded-xl"
                locale={locale}
              />
            )}
            <figcaption className="mt-2 text-sm text-slate-600">{image.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
