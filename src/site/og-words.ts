import type { Localized } from "@/lib/i18n/locale";
import type { OgKind } from "@/lib/seo/metadata";
import { projectFramingIn } from "@/projects";

/** What each kind of page's social-preview image says (site/og-image.tsx), per edition. */
export const ogWords: Localized<{ taglines: Record<OgKind, string>; registered: string }> = {
  en: {
    taglines: {
      home: "Remodeling contractor for Dallas and nearby cities",
      service: "Remodeling services with written, line-item estimates",
      idea: "Renovation ideas with real budgets and timelines",
      city: "Local remodeling, permits and inspections handled",
      article: "Remodeling guides for Dallas homeowners",
      tool: "Free remodeling planning tools",
      project: `${projectFramingIn.en.heading}: scope, timeline and budget`,
      page: "Kitchens, bathrooms, additions and whole homes",
    },
    registered: "Registered & insured",
  },
  es: {
    taglines: {
      home: "Contratista de remodelación en Dallas y ciudades cercanas",
      service: "Remodelaciones con presupuestos desglosados por escrito",
      idea: "Ideas de renovación con presupuestos y plazos reales",
      city: "Remodelación local, con permisos e inspecciones incluidos",
      article: "Guías de remodelación para propietarios de Dallas",
      tool: "Herramientas gratuitas para planear su remodelación",
      project: `${projectFramingIn.es.heading}: alcance, plazos y presupuesto`,
      page: "Cocinas, baños, ampliaciones y casas completas",
    },
    registered: "Registrado y asegurado",
  },
};
