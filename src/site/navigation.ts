import { services, servicePath } from "@/services/catalog";

/** The five home-page sections the header links to; ids double as the anchors. */
export const homeAnchors = [
  { id: "services", label: "Services" },
  { id: "process", label: "Our Process" },
  { id: "projects", label: "Projects" },
  { id: "about", label: "About" },
  { id: "reviews", label: "Reviews" },
] as const;

export type HomeAnchorId = (typeof homeAnchors)[number]["id"];

export const primaryNav = [
  ...homeAnchors.map((anchor) => ({ label: anchor.label, href: `/#${anchor.id}` })),
  { label: "Tools", href: "/tools" },
] as const;

/** The estimate action every page offers: the header, the phone menu and the phone's call bar. */
export const estimateAction = {
  label: "Get Free Estimate",
  shortLabel: "Free Estimate",
  href: "/contact",
} as const;

/** The call bar pinned to the bottom of a phone's screen (not on the estimate form's own page). */
export const callBarCopy = { label: "Call or ask for an estimate", callPrefix: "Call" } as const;

export const footerServiceLinks = services.map((service) => ({
  label: service.title,
  href: servicePath(service.slug),
}));

export const legalLinks = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms-of-service" },
  { label: "Warranty Info", href: "/faq#warranty" },
] as const;

export const resourceLinks = [
  { label: "Renovation Ideas", href: "/ideas" },
  { label: "Remodeling Guides", href: "/resources" },
  { label: "FAQ", href: "/faq" },
  { label: "Planning Tools", href: "/tools" },
] as const;
