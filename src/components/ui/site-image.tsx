import Image from "next/image";
import { getImage } from "@/content/images";

type SiteImageProps = {
  id: string;
  sizes: string;
  className?: string;
  priority?: boolean;
  /** Decorative images get empty alt text so screen readers skip them. */
  decorative?: boolean;
};

/** Renders an image from the registry, so replacing the file swaps it everywhere. */
export function SiteImage({ id, sizes, className, priority, decorative }: SiteImageProps) {
  const image = getImage(id);
  return (
    <Image
      src={image.src}
      alt={decorative ? "" : image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  );
}
