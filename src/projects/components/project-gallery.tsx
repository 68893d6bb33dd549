import { Section } from "@/components/ui/section";
import { Gallery } from "@/photos/ui";
import type { ProjectStory } from "@/projects/projects";
import { projectLabelsIn } from "@/projects/labels";
import type { Locale } from "@/lib/i18n/locale";

type ProjectGalleryProps = { images: ProjectStory["gallery"]; locale: Locale };

export function ProjectGallery({ images, locale }: ProjectGalleryProps) {
  if (!images.length) return null;
  return (
    <Section
      heading={
        images.every(({ photo }) => photo.illustration)
          ? projectLabelsIn[locale].illustratedGalleryHeading
          : projectLabelsIn[locale].galleryHeading
      }
      tone="sand"
    >
      <Gallery images={images} />
    </Section>
  );
}
