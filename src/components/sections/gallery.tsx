import { SiteImage } from "@/components/ui/site-image";

export function Gallery({ images }: { images: readonly { imageId: string; caption: string }[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {images.map((image) => (
        <li key={image.imageId}>
          <figure>
            <SiteImage
              id={image.imageId}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              className="h-auto w-full rounded-xl"
            />
            <figcaption className="mt-2 text-sm text-slate-600">{image.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
