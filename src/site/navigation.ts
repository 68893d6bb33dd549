import { services, servicePath, serviceTitle } from "@/services";
import { localePath, type Locale, type Localized } from "@/lib/i18n/locale";

type Link = { label: string; href: string };

/** The words around every page of an edition: header, phone menu, call bar and footer. */
type Chrome = {
  homeAnchors: readonly { id: string; label: string }[];
  /**
   * From which width the header has room for every link on one line: the Spanish words are
   * longer, so its phone menu stays up to the next breakpoint.
   */
  wideFrom: "lg" | "xl";
  toolsLabel: string;
  estimate: { label: string; shortLabel: string };
  callBar: { label: string; callPrefix: string };
  menu: { open: string; close: string; label: string; main: string };
  skipLink: string;
  logoLabel: (companyName: string) => string;
  breadcrumb: { label: string; home: string };
  step: string;
  /** Before the phone number on a button: "Call (214) …". */
  call: string;
  footer: {
    services: string;
    contact: string;
    areas: string;
    resources: string;
    tagline: string;
  };
  legal: readonly Link[];
  resources: readonly Link[];
  /** The link to the same page in the other edition, named in that edition's language. */
  otherEdition: { label: string; lang: string; hrefLang: Locale };
  /** Offered on the other edition's pages to a browser that reads this language first. */
  suggestion: { text: string; link: string; dismiss: string };
};

const chrome: Localized<Chrome> = {
  en: {
    homeAnchors: [
      { id: "services", label: "Services" },
      { id: "process", label: "Our Process" },
      { id: "projects", label: "Projects" },
      { id: "about", label: "About" },
      { id: "reviews", label: "Reviews" },
    ],
    wideFrom: "lg",
    toolsLabel: "Tools",
    estimate: { label: "Get Free Estimate", shortLabel: "Free Estimate" },
    callBar: { label: "Call or ask for an estimate", callPrefix: "Call" },
    menu: { open: "Open menu", close: "Close menu", label: "Mobile", main: "Main" },
    skipLink: "Skip to content",
    logoLabel: (companyName) => `${companyName} home`,
    breadcrumb: { label: "Breadcrumb", home: "Home" },
    step: "Step",
    call: "Call",
    footer: {
      services: "Services",
      contact: "Contact",
      areas: "Service areas",
      resources: "Resources",
      tagline: "Registered & insured remodeling contractor",
    },
    legal: [
      { label: "Privacy Policy", href: "/privacy-policy" },
      { label: "Terms of Service", href: "/terms-of-service" },
      { label: "Warranty Info", href: "/faq#warranty" },
    ],
    resources: [
      { label: "Renovation Ideas", href: "/ideas" },
      { label: "Remodeling Guides", href: "/resources" },
      { label: "FAQ", href: "/faq" },
      { label: "Planning Tools", href: "/tools" },
    ],
    otherEdition: { label: "Español", lang: "es-US", hrefLang: "es" },
    suggestion: {
      text: "Prefer to read in English?",
      link: "See this page in English",
      dismiss: "Close",
    },
  },
  es: {
    homeAnchors: [
      { id: "services", label: "Servicios" },
      { id: "process", label: "Proceso" },
      { id: "projects", label: "Proyectos" },
      { id: "about", label: "Nosotros" },
      { id: "reviews", label: "Reseñas" },
    ],
    wideFrom: "xl",
    toolsLabel: "Herramientas",
    estimate: { label: "Presupuesto gratuito", shortLabel: "Presupuesto" },
    callBar: { label: "Llame o pida un presupuesto", callPrefix: "Llamar al" },
    menu: { open: "Abrir el menú", close: "Cerrar el menú", label: "Móvil", main: "Principal" },
    skipLink: "Saltar al contenido",
    logoLabel: (companyName) => `${companyName}: inicio`,
    breadcrumb: { label: "Ruta de navegación", home: "Inicio" },
    step: "Paso",
    call: "Llame al",
    footer: {
      services: "Servicios",
      contact: "Contacto",
      areas: "Zonas de servicio",
      resources: "Recursos",
      tagline: "Contratista de remodelación registrado y asegurado",
    },
    legal: [
      { label: "Política de privacidad", href: "/privacy-policy" },
      { label: "Términos del servicio", href: "/terms-of-service" },
      { label: "Garantía", href: "/faq#warranty" },
    ],
    resources: [
      { label: "Ideas de renovación", href: "/ideas" },
      { label: "Guías de remodelación", href: "/resources" },
      { label: "Preguntas frecuentes", href: "/faq" },
      { label: "Herramientas de planeación", href: "/tools" },
    ],
    otherEdition: { label: "English", lang: "en-US", hrefLang: "en" },
    suggestion: {
      text: "¿Prefiere leer en español?",
      link: "Vea esta página en español",
      dismiss: "Cerrar",
    },
  },
};

const inEdition = (locale: Locale, links: readonly Link[]): Link[] =>
  links.map((link) => ({ ...link, href: localePath(locale, link.href) }));

/** Everything the header, menu, call bar and footer print, with links inside the edition. */
export function navigationFor(locale: Locale) {
  const words = chrome[locale];
  return {
    ...words,
    home: { href: localePath(locale, "/"), logoLabel: words.logoLabel },
    primaryNav: inEdition(locale, [
      ...words.homeAnchors.map((anchor) => ({ label: anchor.label, href: `/#${anchor.id}` })),
      { label: words.toolsLabel, href: "/tools" },
    ]),
    /** The estimate action every page offers: the header, the phone menu and the call bar. */
    estimate: { ...words.estimate, href: localePath(locale, "/contact") },
    serviceLinks: inEdition(
      locale,
      services.map((service) => ({
        label: serviceTitle(service.slug, locale),
        href: servicePath(service.slug),
      })),
    ),
    legal: inEdition(locale, words.legal),
    resources: inEdition(locale, words.resources),
  };
}

export type Navigation = ReturnType<typeof navigationFor>;
