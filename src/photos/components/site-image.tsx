import { getImageProps } from "next/image";
import { getImage, type Photo } from "@/photos/images";
import type { Locale } from "@/lib/i18n/locale";

type SiteImageProps = {
  sizes: string;
  className?: string;
  /**
   * Fetched before anything else rather than lazily as it nears the screen. `true` for the
   * picture that is the page's largest paint on every screen; "wide" for one that is in the
   * first screen only on wide screens (beside or under the heading): on a phone it sits below
   * the text, and fetching it first would only slow the text down.
   */
  priority?: boolean | "wide";
  /** Decorative images get empty alt text so screen readers skip them. */
  decorative?: boolean;
  /** The language a registry illustration is described in (an owner's photo brings its own). */
  locale?: Locale;
} & ({ id: string; photo?: never } | { photo: Photo; id?: never });

/**
 * Renders a picture: an illustration from the registry by `id` (replacing the file swaps it
 * everywhere) or an owner's photo from the admin with its WebP widths. Built on the server (the
 * registry's props come from next/image's `getImageProps`), so pages ship no image JavaScript.
 */
export function SiteImage(picture: SiteImageProps) {
  const { id, photo, sizes, className, priority, decorative, locale } = picture;
  const first = priority === true;
  const loading = first ? "eager" : "lazy";
  const fetchPriority = first ? "high" : undefined;
  const wide = priority === "wide";
  if (photo) {
    const style = { objectPosition: photo.position, "--image-ratio": ratio(photo) };
    return (
      <>
        {wide ? <WideScreenPreload src={photo.src} srcSet={photo.srcSet} sizes={sizes} /> : null}
        {/* eslint-disable-next-line @next/next/no-img-element -- the photo's own WebP widths, no optimizer */}
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
      </>
    );
  }
  const image = getImage(id, locale);
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
  return (
    <>
      {wide ? <WideScreenPreload src={props.src} srcSet={props.srcSet} sizes={sizes} /> : null}
      {/* eslint-disable-next-line @next/next/no-img-element -- the element next/image would render, built on the server */}
      <img {...props} style={style} alt={props.alt} />
    </>
  );
}

/** Where the wide layout (`lg:`) puts the picture in the first screen. */
const WIDE_SCREEN = "(min-width: 1024px)";

/** A preload only wide screens act on; React moves the link into the document's head. */
function WideScreenPreload({
  src,
  srcSet,
  sizes,
}: {
  src: string;
  srcSet?: string;
  sizes: string;
}) {
  return (
    <link
      rel="preload"
      as="image"
      href={srcSet ? undefined : src}
      imageSrcSet={srcSet}
      imageSizes={sizes}
      media={WIDE_SCREEN}
      fetchPriority="high"
    />
  );
}

const ratio = ({ width, height }: { width: number; height: number }) => `${width} / ${height}`;
