import type { HomeownerPhoto } from "@/jobs/server";
import { photoAddress } from "../addresses";

/**
 * An update's photos as thumbnails, each a link to the photo at full size. The files come from
 * the portal's own address, which checks this device's session on every request.
 */
export function UpdatePhotos({
  photos,
  altOf,
  openLabel,
  ask,
}: {
  photos: HomeownerPhoto[];
  altOf: (position: number, count: number) => string;
  openLabel: string;
  /** A link under each photo that opens the message form about it. */
  ask?: { label: string; href: (photoId: number) => string };
}) {
  if (!photos.length) return null;
  return (
    <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <figure>
            <a href={photoAddress(photo.id, "large")} className="block">
              <span className="sr-only">{openLabel}: </span>
              {/* eslint-disable-next-line @next/next/no-img-element -- private, per-session files: no optimizer may fetch or keep them */}
              <img
                src={photoAddress(photo.id, "small")}
                alt={photo.caption ?? altOf(index + 1, photos.length)}
                width={photo.width ?? 480}
                height={photo.height ?? 360}
                loading="lazy"
                decoding="async"
                className="aspect-4/3 w-full rounded-md bg-slate-100 object-cover"
              />
            </a>
            {photo.caption ? (
              <figcaption className="mt-1 text-sm text-slate-700">{photo.caption}</figcaption>
            ) : null}
          </figure>
          {ask ? (
            <a
              href={ask.href(photo.id)}
              className="mt-1 inline-block text-sm text-brand-700 underline"
            >
              {ask.label}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
