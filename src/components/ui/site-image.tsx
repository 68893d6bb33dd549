import { getImageProps } from "next/image";
import { getImage, type Photo } from "@/content/images";

type SiteImageProps = {
  sizes: string;
  className?: string;
  priority?: boolean;
  /** Decorative images get empty alt text so screen readers skip them. */
  decorative?: boolean;
} & ({ id: string; photo?: never } | { photo: Photo; id?: never });

/**
 * Renders a picture: an illustration from the registry by `id` (replacing the file swaps it
 * everywhere) or an owner's photo from the admin with its WebP widths. Built on the server (the
 * registry's props come from next/image's `getImageProps`), so pages ship no image JavaScript.
 */
export function SiteImage({ id, photo, sizes, className, priority, decorative }: SiteImageProps) {
  const loading = priority ? "eager" : "lazy";
  const fetchPriority = priority ? "high" : undefined;
  if (photo) {
    const style = { objectPosition: photo.position, "--image-ratio": ratio(photo) };
    return (
      // eslint-disable-next-line @next/next/no-img-element -- the photo's own WebP widths, no optimizer
      <img
        src={photo.src}
        srcSet={photo.srcSet}
        sizes={sizes}
        alt={decorative ? "" : photo.alt}
        width={photo.width}
        height={photo.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
        style={style}
      />
    );
  }
  const image = getImage(id);
  const { props } = getImageProps({
    src: image.src,
    alt: decorative ? "" : image.alt,
    width: image.width,
    height: image.height,
    sizes,
    loading,
    fetchPriority,
    className,
  });
  const style = { ...props.style, "--image-ratio": ratio(image) };
  // eslint-disable-next-line @next/next/no-img-element -- the element next/image would render, built on the server
  return <img {...props} style={style} alt={props.alt} />;
}

const ratio = ({ width, height }: { width: number; height: number }) => `${width} / ${height}`;
