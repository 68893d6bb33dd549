import { APIError, Forbidden, type CollectionConfig, type PayloadRequest } from "payload";
import { siteUrl } from "@/lib/seo/site-url";
import { SIGN_IN_SECONDS } from "@/lib/cms/sign-in-cookie";
import {
  isOwner,
  ownerOrSelf,
  ownersOnly,
  ownersOnlyField,
  ROLES,
  signedInOnly,
} from "@/lib/cms/roles";
import { lastKnownFacts } from "@/business";
import { CURRENT_PASSWORD_FIELD, guardAccountChanges } from "./account-changes";
import { endWhatActsAsTheAccount } from "./departure";
import { startOnEnglish } from "./edited-language";
import { MIN_PASSWORD_LENGTH } from "./passwords";
import { factsOrLastKnown } from "@/business/server";
import { factsFor } from "@/site/server";

/** Passed by first-owner.ts: the one create that needs no signed-in owner. */
export const FIRST_OWNER_CONTEXT = "createFirstOwner";

const lastOwner = () =>
  new APIError(
    "The business needs at least one owner. Make another user an owner first.",
    400,
    undefined,
    true,
  );

/** The e-mail names the business as the owner has it; without a request, as last read. */
const factsOfReset = (req?: PayloadRequest) =>
  req ? factsOrLastKnown(() => factsFor(req)) : Promise.resolve(lastKnownFacts());

/**
 * Accounts for the people who run the business. There is never a public "create the first
 * user" path: the first owner comes from ADMIN_EMAIL and ADMIN_PASSWORD at start, and only a
 * signed-in owner creates more (Payload's own first-register endpoint creates with access
 * checks off, so the check lives in a hook that runs for every create).
 */
export const Users: CollectionConfig = {
  slug: "users",
  labels: { singular: "User", plural: "Users" },
  auth: {
    // No lock per account: anyone could lock the owner out by typing wrong passwords from
    // anywhere. Wrong passwords are limited per address instead (accounts/sign-in-limits.ts).
    maxLoginAttempts: 0,
    tokenExpiration: SIGN_IN_SECONDS,
    useSessions: true,
    cookies: { sameSite: "Lax", secure: siteUrl.startsWith("https:") },
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      // One reset e-mail per account in this time, kept with the account (so on every server):
      // asking again sooner gets the same answer, sends nothing and keeps the last link valid.
      minRequestInterval: 5 * 60 * 1000,
      generateEmailSubject: async (args) =>
        `Reset your password for the ${(await factsOfReset(args?.req)).business.name} admin`,
      generateEmailHTML: async (args) => {
        const { business } = await factsOfReset(args?.req);
        const link = `${siteUrl}/admin/reset/${args?.token ?? ""}`;
        return `<p>Someone, hopefully you, asked to reset the password of your account in the ${business.name} admin.</p><p>Choose a new password within one hour: <a href="${link}">${link}</a></p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`;
      },
    },
  },
  admin: {
    useAsTitle: "email",
    defaultColumns: ["name", "email", "role"],
    group: "Settings",
    hidden: ({ user }) => user?.role !== "owner",
  },
  access: {
    admin: signedInOnly,
    read: ownerOrSelf,
    create: ownersOnly,
    update: ownerOrSelf,
    delete: ownersOnly,
    unlock: ownersOnly,
  },
  hooks: {
    beforeOperation: [
      ({ operation, req, context }) => {
        if (operation === "create" && !isOwner(req) && !context[FIRST_OWNER_CONTEXT])
          throw new Forbidden(req.t);
      },
      guardAccountChanges,
    ],
    beforeChange: [
      async ({ data, originalDoc, operation, req }) => {
        const losingOwner =
          operation === "update" && originalDoc?.role === "owner" && data.role === "staff";
        if (losingOwner && (await ownerCount(req)) <= 1) throw lastOwner();
        return data;
      },
    ],
    beforeDelete: [
      async ({ id, req }) => {
        const doc = await req.payload.findByID({ collection: "users", id, req, depth: 0 });
        if (doc.role === "owner" && (await ownerCount(req)) <= 1) throw lastOwner();
      },
    ],
    afterDelete: [endWhatActsAsTheAccount],
    afterLogin: [startOnEnglish],
  },
  fields: [
    {
      name: "name",
      type: "text",
      label: "Name",
      // The leads' history shows it: no one renames themself as someone else.
      access: { update: ownersOnlyField },
      admin: { description: "Shown in the leads' history beside what this person did." },
    },
    {
      name: CURRENT_PASSWORD_FIELD,
      type: "text",
      label: "Current password",
      virtual: true,
      admin: {
        description: `Type it when you set a new password for your own account (a new one needs at least ${MIN_PASSWORD_LENGTH} characters).`,
        condition: (data, _sibling, { user }) => Boolean(user && data?.id === user.id),
        components: { Field: "/accounts/components/current-password#CurrentPassword" },
      },
    },
    {
      name: "role",
      type: "select",
      label: "Role",
      required: true,
      defaultValue: "staff",
      options: [...ROLES],
      saveToJWT: true,
      access: { create: ownersOnlyField, update: ownersOnlyField },
      admin: { description: "Owners manage users and business settings; staff do not." },
    },
  ],
};

async function ownerCount(req: PayloadRequest) {
  const { totalDocs } = await req.payload.count({
    collection: "users",
    where: { role: { equals: "owner" } },
    req,
  });
  return totalDocs;
}
