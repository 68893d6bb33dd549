import { Section } from "@/components/ui/section";
import type { IdeaPage } from "@/ideas/idea-schema";
import { ideaPageLabelsIn } from "@/ideas/idea-labels";
import type { Locale } from "@/lib/i18n/locale";
import { Gallery } from "@/photos/ui";

export function IdeaGallery({ images, locale }: { images: IdeaPage["gallery"]; locale: Locale }) {
  return (
    <Section heading={ideaPageLabelsIn[locale].galleryHeading} tone="sand">
      <Gallery images={images} locale={locale} />
    </Section>
  );
}
