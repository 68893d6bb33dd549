import { Section } from "@/components/ui/section";
import { ideaPageLabels as labels, type IdeaPage } from "@/ideas/ideas";
import { Gallery } from "@/photos/components/gallery";

export function IdeaGallery({ images }: { images: IdeaPage["gallery"] }) {
  return (
    <Section heading={labels.galleryHeading} tone="sand">
      <Gallery images={images} />
    </Section>
  );
}
