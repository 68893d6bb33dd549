import { getImageProps } from "next/image";
import { getImage } from "@/content/images";

type SiteImageProps = {
  id: string;
  sizes: string;
  className?: string;
  priority?: boolean;
  /** Decorative images get empty alt text so screen readers skip them. */
  decorative?: boolean;
};

/**
 * Renders an image from the registry, so replacing the file swaps it everywhere. The props come
 * from next/image on the server (`getImageProps`), so pages ship no image component JavaScript.
 */
export function SiteImage({ id, sizes, className, priority, decorative }: SiteImageProps) {
  const image = getImage(id);
  const { props } = getImageProps({
    src: image.src,
    alt: decorative ? "" : image.alt,
    width: image.width,
    height: image.height,
    sizes,
    loading: priority ? "eager" : "lazy",
    fetchPriority: priority ? "high" : undefined,
    className,
  });
  const style = { ...props.style, "--image-ratio": `${image.width} / ${image.height}` };
  // eslint-disable-next-line @next/next/no-img-element -- the element next/image would render, built on the server
  return <img {...props} style={style} alt={props.alt} />;
}
