import { SiteImage } from "@/photos/components/site-image";
import type { Photo } from "@/photos/images";

/** A gallery picture: an illustration from the registry or an owner's photo, with its caption. */
export type GalleryItem = { caption: string } & ({ imageId: string } | { photo: Photo });

export function Gallery({ images }: { images: readonly GalleryItem[] }) {
  const sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {images.map((image) => (
        <li key={image.caption}>
          <figure>
            {"photo" in image ? (
              <SiteImage photo={image.photo} sizes={sizes} className="h-auto w-full rounded-xl" />
            ) : (
              <SiteImage id={image.imageId} sizes={sizes} className="h-auto w-full rounded-xl" />
            )}
            <figcaption className="mt-2 text-sm text-slate-600">{image.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
