import type { Localized } from "@/lib/i18n/locale";

type LegalLabels = {
  effective: string;
  lastUpdated: string;
  sections: string;
  /**
   * On a translated page only: that it is a courtesy translation, that the English text governs,
   * and the link to that text. Said near the top, before any term.
   */
  courtesyNotice: { text: string; link: string } | null;
};

/** The words around a legal page's own text, per edition. */
export const legalLabels: Localized<LegalLabels> = {
  en: {
    effective: "Effective",
    lastUpdated: "Last updated",
    sections: "Sections",
    courtesyNotice: null,
  },
  es: {
    effective: "Vigente desde el",
    lastUpdated: "Última actualización:",
    sections: "Secciones",
    courtesyNotice: {
      text: "Esta es una traducción de cortesía. El texto oficial es la versión en inglés: si hay alguna diferencia entre las dos versiones, o alguna duda sobre su significado, rige la versión en inglés.",
      link: "Leer la versión en inglés",
    },
  },
};
