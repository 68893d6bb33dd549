import { FIRST_TOUCH_COOKIE, FIRST_TOUCH_MAX_AGE } from "@/leads";
import { DRAFT_KEY, FORM_START_SENT } from "@/leads/ui";
import { DISMISSED } from "@/components/layout/edition-choice";
import { FIRST_VISIT_SENT } from "@/components/layout/first-visit-key";
import { NEW_FEED_COOKIE, NEW_FEED_COOKIE_SECONDS } from "@/bookings";
import { SIGN_IN_COOKIE, SIGN_IN_SECONDS } from "@/lib/cms/sign-in-cookie";
import { DRAFT_MODE_COOKIE } from "@/lib/security/draft-cookie";
import type { Locale, Localized } from "@/lib/i18n/locale";

/** How long a record stays: seconds for a cookie that expires, or a rule for the others. */
export type Lifetime = { seconds: number } | "browser-session" | "until-cleared" | "until-sent";

/**
 * One thing this site keeps in a browser. The privacy policy is written from this list, and the
 * browser suite compares it with what the site really sets, so neither can drift from the other.
 */
export type BrowserRecord = {
  name: string;
  kind: "cookie" | "local-storage";
  /** Visitors get it from the public pages; staff only once signed in to the admin. */
  audience: "visitor" | "staff";
  lifetime: Lifetime;
  /** A cookie the page's script cannot read, and the paths it is sent back to. */
  cookie?: { httpOnly: boolean; path: string };
  purpose: Localized<string>;
};

export const browserRecords: readonly BrowserRecord[] = [
  {
    name: FIRST_TOUCH_COOKIE,
    kind: "cookie",
    audience: "visitor",
    lifetime: { seconds: FIRST_TOUCH_MAX_AGE },
    cookie: { httpOnly: true, path: "/" },
    purpose: {
      en: "Holds how you first arrived (the first page you opened, the website that referred you and any campaign tags) and is set on your first visit by a small script of the page (never without JavaScript). Your browser sends it to our server with every page you open here; we save what it holds only with a request you send through the contact form, and otherwise add one to a count of visitors who arrived the same way, which holds nothing about you",
      es: "Guarda cómo llegó usted la primera vez (la primera página que abrió, el sitio web que lo refirió y las etiquetas de campaña, si las hay) y se crea en su primera visita por medio de un pequeño programa de la página (nunca sin JavaScript). Su navegador la envía a nuestro servidor con cada página que abre aquí; solo guardamos esa información junto con una solicitud que usted nos envíe por el formulario de contacto y, fuera de eso, sumamos uno a un conteo de visitantes que llegaron de la misma manera, que no contiene nada sobre usted",
    },
  },
  {
    name: FIRST_VISIT_SENT,
    kind: "local-storage",
    audience: "visitor",
    lifetime: "until-cleared",
    purpose: {
      en: "Notes that this browser has already told our server how you arrived, so it does not tell it again",
      es: "Indica que este navegador ya le avisó a nuestro servidor cómo llegó usted, para no volver a avisarle",
    },
  },
  {
    name: DRAFT_KEY,
    kind: "local-storage",
    audience: "visitor",
    lifetime: "until-sent",
    purpose: {
      en: "Keeps a draft of the contact form, so a long project description is not lost if the page reloads; it leaves your browser only when you send the form",
      es: "Guarda un borrador del formulario de contacto, para que una descripción larga del proyecto no se pierda si la página se vuelve a cargar; no sale de su navegador a menos que usted envíe el formulario",
    },
  },
  {
    name: FORM_START_SENT,
    kind: "local-storage",
    audience: "visitor",
    lifetime: "until-cleared",
    purpose: {
      en: "Notes that this browser has already added one to our count of visitors who began the contact form, so it is counted once",
      es: "Indica que este navegador ya sumó uno a nuestro conteo de visitantes que empezaron el formulario de contacto, para que se cuente una sola vez",
    },
  },
  {
    name: DISMISSED,
    kind: "local-storage",
    audience: "visitor",
    lifetime: "until-cleared",
    purpose: {
      en: "Notes that you declined to read the site in the other language, so we stop suggesting it",
      es: "Indica que usted prefirió no leer el sitio en el otro idioma, para que dejemos de sugerírselo",
    },
  },
  {
    name: SIGN_IN_COOKIE,
    kind: "cookie",
    audience: "staff",
    lifetime: { seconds: SIGN_IN_SECONDS },
    cookie: { httpOnly: true, path: "/" },
    purpose: {
      en: "Keeps the business's staff signed in to the site's administration",
      es: "Mantiene abierta la sesión del personal en la administración del sitio",
    },
  },
  {
    name: DRAFT_MODE_COOKIE,
    kind: "cookie",
    audience: "staff",
    lifetime: "browser-session",
    cookie: { httpOnly: true, path: "/" },
    purpose: {
      en: "Shows signed-in staff a page's unpublished changes before they go live",
      es: "Muestra al personal que inició sesión los cambios de una página que aún no se publican",
    },
  },
  {
    name: NEW_FEED_COOKIE,
    kind: "cookie",
    audience: "staff",
    lifetime: { seconds: NEW_FEED_COOKIE_SECONDS },
    cookie: { httpOnly: true, path: "/admin/appointments" },
    purpose: {
      en: "Carries a new private calendar address to the one admin page that shows it",
      es: "Lleva una nueva dirección privada de calendario a la única página de la administración que la muestra",
    },
  },
];

const kinds: Localized<Record<BrowserRecord["kind"], string>> = {
  en: { cookie: "a cookie", "local-storage": "a record in your browser's storage" },
  es: { cookie: "una cookie", "local-storage": "un registro en el almacenamiento de su navegador" },
};

const staffOnly: Localized<string> = {
  en: "set only for staff signed in to the administration (visitors never receive it)",
  es: "solo para el personal que inició sesión en la administración (los visitantes nunca la reciben)",
};

const units: Localized<[seconds: number, one: string, many: string][]> = {
  en: [
    [86_400, "day", "days"],
    [3_600, "hour", "hours"],
    [60, "minute", "minutes"],
    [1, "second", "seconds"],
  ],
  es: [
    [86_400, "día", "días"],
    [3_600, "hora", "horas"],
    [60, "minuto", "minutos"],
    [1, "segundo", "segundos"],
  ],
};

const lifetimeWords: Localized<Record<Exclude<Lifetime, { seconds: number }>, string>> = {
  en: {
    "browser-session": "kept until the browser is closed",
    "until-cleared": "kept until you clear this site's data",
    "until-sent": "kept until the form is sent",
  },
  es: {
    "browser-session": "que dura hasta que se cierre el navegador",
    "until-cleared": "que dura hasta que usted borre los datos de este sitio",
    "until-sent": "que dura hasta que se envíe el formulario",
  },
};

/** "90 days", "8 hours", "1 minute": the largest unit that divides the time exactly. */
export function durationIn(seconds: number, locale: Locale): string {
  const [size, one, many] = units[locale].find(([size]) => seconds % size === 0)!;
  const count = seconds / size;
  return `${count} ${count === 1 ? one : many}`;
}

const kept: Localized<string> = { en: "kept for", es: "que dura" };

/** "kept 90 days", "until the form is sent". */
export function lifetimeIn(lifetime: Lifetime, locale: Locale): string {
  if (typeof lifetime === "string") return lifetimeWords[locale][lifetime];
  return `${kept[locale]} ${durationIn(lifetime.seconds, locale)}`;
}

/**
 * The policy's bullet for one record: "first_touch": a cookie kept for 90 days. Holds how…
 * Its name first, then what it is, how long it stays and who gets it, then why it is there.
 */
export function recordBullet(record: BrowserRecord, locale: Locale): string {
  const what = [
    `${kinds[locale][record.kind]} ${lifetimeIn(record.lifetime, locale)}`,
    record.audience === "staff" ? staffOnly[locale] : null,
  ]
    .filter(Boolean)
    .join(", ");
  return `"${record.name}": ${what}. ${record.purpose[locale]}.`;
}

/** The records one audience receives, as the policy lists them. */
export const recordBullets = (audience: BrowserRecord["audience"], locale: Locale) =>
  browserRecords
    .filter((record) => record.audience === audience)
    .map((r) => recordBullet(r, locale));
