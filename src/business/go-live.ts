import { isOwnerAccount } from "@/lib/cms/roles";
import "server-only";
import type { Payload, TypedUser } from "payload";
import { stringify } from "qs-esm";
import { placeholderFacts, toE164, type BusinessFacts } from "@/business/facts";
import { loadBusinessFacts } from "@/business/stored-facts";
import { serverEnv, type ServerEnv } from "@/lib/env";
import { illustrationPhotoIds } from "@/photos/server";

/** One thing the site still states or shows as a fresh install had it. */
export type GoLiveItem = {
  key: string;
  /** What is still the fresh install's, in a sentence. */
  text: string;
  /** Where the owner changes it in the admin; none for what only the server's settings change. */
  link?: { href: string; label: string };
};

type Admin = (path: string, query?: object) => string;

const adminPaths =
  (payload: Payload): Admin =>
  (path, query) =>
    `${payload.config.routes.admin}${path}${query ? stringify(query, { addQueryPrefix: true }) : ""}`;

const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1).toLowerCase();

const resultsInBrief = (r: BusinessFacts["wholeHomeResults"]) =>
  `home value +${r.homeValueMin}-${r.homeValueMax}%, ${r.returnMin}-${r.returnMax}% of the cost recovered at sale, ${r.daysOnMarketMin}-${r.daysOnMarketMax} days on the market, ${r.satisfactionPercent}% of clients satisfied`;

/** The business facts a fresh install states that the owner has not changed. */
function factItems(facts: BusinessFacts, admin: Admin): GoLiveItem[] {
  const field = (name: string, label: string) => ({
    href: `${admin("/globals/business")}#field-${name}`,
    label,
  });
  const fresh = placeholderFacts;
  const { claims } = facts;
  const items: (GoLiveItem | false)[] = [
    facts.name === fresh.name && {
      key: "name",
      text: `The business name is still the placeholder "${facts.name}".`,
      link: field("name", "Change the business name"),
    },
    toE164(facts.phone) === toE164(fresh.phone) && {
      key: "phone",
      text: `The phone number is still the made-up ${facts.phone}: every Call button dials it.`,
      link: field("phone", "Change the phone number"),
    },
    domainOf(facts.email) === domainOf(fresh.email) && {
      key: "email",
      text: `The e-mail address is still ${facts.email}, which no one can receive mail at.`,
      link: field("email", "Change the e-mail address"),
    },
    claims.yearsExperience === fresh.claims.yearsExperience && {
      key: "years",
      text: `The site claims ${claims.yearsExperience}+ years of experience, the figure a fresh install starts with.`,
      link: field("claims__yearsExperience", "Change the years of experience"),
    },
    claims.projectsCompleted === fresh.claims.projectsCompleted && {
      key: "projects",
      text: `The site claims ${claims.projectsCompleted}+ projects completed, the figure a fresh install starts with.`,
      link: field("claims__projectsCompleted", "Change the projects completed"),
    },
    claims.averageRating === fresh.claims.averageRating &&
      claims.reviewCount === fresh.claims.reviewCount && {
        key: "rating",
        text: `The site claims a ${claims.averageRating} average from ${claims.reviewCount} reviews, the figures a fresh install starts with.`,
        link: field("claims__averageRating", "Change the rating and review count"),
      },
    !facts.wholeHomeResults.confirmed && {
      key: "whole-home-results",
      text: `The whole-home ideas page heads its results (${resultsInBrief(facts.wholeHomeResults)}) as examples until you confirm them as your own or change them.`,
      link: field("wholeHomeResults__confirmed", "Confirm or change the whole-home results"),
    },
    facts.clientPortal === fresh.clientPortal && {
      key: "portal",
      text: "You have not said whether clients get a portal with daily photos; until you do, the site does not mention one. Yes invites each homeowner to their project page and commits you to an update there every working day.",
      link: field("clientPortal", "Answer the client portal question"),
    },
  ];
  return items.filter((item) => item !== false);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

async function contentItems(payload: Payload, admin: Admin): Promise<GoLiveItem[]> {
  const shown = { shown: { equals: true } };
  const samples = { ...shown, sample: { equals: true } };
  const representative = { ...shown, representative: { equals: true } };
  const [reviews, projects] = await Promise.all([
    payload.count({ collection: "reviews", where: samples }),
    payload.count({ collection: "projects", where: representative }),
  ]);
  const items: GoLiveItem[] = [];
  if (reviews.totalDocs)
    items.push({
      key: "sample-reviews",
      text: `${plural(reviews.totalDocs, "sample review is", "sample reviews are")} still on the home page. Add your own and hide the samples.`,
      link: {
        href: admin("/collections/reviews", { where: samples }),
        label: "See the sample reviews",
      },
    });
  if (projects.totalDocs)
    items.push({
      key: "representative-projects",
      text: `${plural(projects.totalDocs, "representative project is", "representative projects are")} still shown instead of your own finished jobs.`,
      link: {
        href: admin("/collections/projects", { where: representative }),
        label: "See the representative projects",
      },
    });
  return items;
}

type RichTextNode = { type?: string; value?: unknown; children?: RichTextNode[] };

/** The photos an article's text shows, by id. */
function photosInText(node: RichTextNode | undefined): unknown[] {
  if (!node) return [];
  const own = node.type === "upload" ? [node.value] : [];
  return [...own, ...(node.children ?? []).flatMap(photosInText)];
}

const idOf = (value: unknown) =>
  typeof value === "object" && value !== null ? (value as { id?: unknown }).id : value;

/** Each shown project and published article still showing illustrations where photos could be. */
async function illustrationItems(payload: Payload, admin: Admin): Promise<GoLiveItem[]> {
  const illustrations = await illustrationPhotoIds(payload);
  if (!illustrations.size) return [];
  const count = (photos: unknown[]) =>
    photos.filter((photo) => illustrations.has(idOf(photo) as number)).length;
  const [projects, posts] = await Promise.all([
    payload.find({
      collection: "projects",
      where: { shown: { equals: true } },
      sort: "_order",
      pagination: false,
      depth: 0,
      select: { title: true, photo: true, pairs: true, gallery: true },
    }),
    payload.find({
      collection: "posts",
      where: { _status: { equals: "published" } },
      sort: "-date",
      pagination: false,
      depth: 0,
      select: { title: true, hero: true, content: true },
    }),
  ]);
  const pictures = [
    ...projects.docs.map((doc) => ({
      kind: "project",
      path: `/collections/projects/${doc.id}`,
      title: doc.title,
      photos: [
        doc.photo,
        ...(doc.pairs ?? []).flatMap((pair) => [pair.before, pair.after]),
        ...(doc.gallery ?? []).map((item) => item.photo),
      ],
    })),
    ...posts.docs.map((doc) => ({
      kind: "article",
      path: `/collections/posts/${doc.id}`,
      title: doc.title,
      photos: [doc.hero, ...photosInText(doc.content?.root as RichTextNode | undefined)],
    })),
  ];
  return pictures.flatMap(({ kind, path, title, photos }) => {
    const shown = count(photos);
    if (!shown) return [];
    return [
      {
        key: `illustrations:${path}`,
        text: `The ${kind} "${title}" shows ${plural(shown, "illustration", "illustrations")} where your own photos could be.`,
        link: { href: admin(path), label: `Upload photos for "${title}"` },
      },
    ];
  });
}

function mailItems(smtpUrl: string | undefined): GoLiveItem[] {
  if (smtpUrl) return [];
  return [
    {
      key: "smtp",
      text: "The server has no e-mail set up (SMTP_URL), so no one is e-mailed about a new lead: leads only land here in the admin, under Leads. Ask whoever runs the server to set SMTP_URL.",
    },
  ];
}

/**
 * What the site still states or shows as a fresh install had it, each with where the owner changes
 * it; empty once all are done, and for anyone but an owner (staff cannot change the facts).
 */
export async function goLiveChecklist(
  payload: Payload,
  user: TypedUser | null | undefined,
  env: Pick<ServerEnv, "SMTP_URL"> = serverEnv(),
): Promise<GoLiveItem[]> {
  if (!isOwnerAccount(user)) return [];
  const admin = adminPaths(payload);
  const [facts, content, pictures] = await Promise.all([
    loadBusinessFacts(payload),
    contentItems(payload, admin),
    illustrationItems(payload, admin),
  ]);
  return [...factItems(facts, admin), ...content, ...pictures, ...mailItems(env.SMTP_URL)];
}
