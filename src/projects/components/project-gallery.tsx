import { Section } from "@/components/ui/section";
import { Gallery } from "@/photos/components/gallery";
import { projectPageLabels as labels, type ProjectStory } from "@/projects/projects";

export function ProjectGallery({ images }: { images: ProjectStory["gallery"] }) {
  if (!images.length) return null;
  return (
    <Section heading={labels.galleryHeading} tone="sand">
      <Gallery images={images} />
    </Section>
  );
}
