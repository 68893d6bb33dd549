import path from "node:path";
import { buildConfig } from "payload";
import sharp from "sharp";
import { siteUrl } from "@/lib/seo/site-url";
import { Estimates } from "@/estimates/collection";
import { estimateTables } from "@/estimates/tables";
import { Faqs } from "@/faqs/collection";
import { funnelTables } from "@/funnel/tables";
import { fieldSpeedTables } from "@/field-speed/tables";
import { funnelEndpoints } from "@/funnel/admin/endpoints";
import { Jobs } from "@/jobs/collection";
import { jobTables } from "@/jobs/tables";
import { portalTables } from "@/portal/tables";
import { JobPhotos } from "@/jobs/photos-collection";
import { JobMessages } from "@/jobs/messages-collection";
import { ChangeOrders } from "@/jobs/change-orders/collection";
import { WarrantyClaims } from "@/jobs/claims/collection";
import { JobUpdates } from "@/jobs/updates-collection";
import { Leads } from "@/leads/collection";
import { leadTables } from "@/leads/tables";
import { Media } from "@/photos/collection";
import { Posts } from "@/posts/collection";
import { Projects } from "@/projects/collection";
import { Reviews } from "@/reviews/collection";
import { appointmentEndpoints } from "@/bookings/admin/endpoints";
import { Services } from "@/services/collection";
import { Business } from "@/business/global";
import { BookingSettingsGlobal } from "@/bookings/settings-global";
import { bookingTables } from "@/bookings/tables";
import { Users } from "@/accounts/collection";
import { cmsDatabase } from "@/lib/cms/database";
import { adminEmail } from "@/accounts/email";
import { adminTranslations } from "@/lib/cms/admin-words";
import { keepFieldReasons } from "@/lib/cms/error-details";
import { adminLogger } from "@/lib/cms/refusal-log";
import { globalWithSettledRowIds, withSettledRowIds } from "@/lib/cms/row-ids-hook";
import { inEnglishUnlessNamed } from "@/lib/cms/default-locale";
import { plainCollection, plainGlobal } from "@/lib/cms/plain-admin";
import { signingSecret } from "@/accounts/settings";
import { photoStorage } from "@/photos/storage-plugin";
import { serverEnv } from "@/lib/env";

/** The owner's admin: where it lives, what it edits, and how it signs people in. */
export default buildConfig({
  secret: signingSecret(),
  // Links in the admin's e-mails (password resets) name the site's own address, never the Host
  // header a request came with.
  serverURL: siteUrl,
  email: adminEmail,
  routes: { admin: "/admin", api: "/api" },
  admin: {
    user: Users.slug,
    // The default loads a picture from a third-party service for every account.
    avatar: "default",
    // Lists write times as a lead's page does: "Nov 25, 2026, 9:14 AM".
    dateFormat: "MMM d, yyyy, h:mm a",
    // Fixed when the server starts, so they name no fact the owner can change (the sign-in
    // page's logo shows the current name).
    meta: {
      titleSuffix: " | Website admin",
      description: "Where the business runs its website and leads.",
      robots: "noindex, nofollow",
      defaultOGImageType: "off",
      openGraph: { siteName: "Website admin", description: "Website admin" },
      icons: [{ rel: "icon", type: "image/svg+xml", url: "/icon.svg" }],
    },
    components: {
      beforeDashboard: [
        // First while anything on it is open: the site should not go live before it is done.
        "/business/components/go-live-checklist#GoLiveChecklist",
        "/bookings/admin/components/todays-appointments#TodaysAppointments",
        "/leads/admin/components/lead-dashboard#LeadDashboard",
        "/estimates/admin/components/estimate-dashboard#EstimateDashboard",
        "/jobs/admin/components/job-dashboard#JobDashboard",
        "/editions/components/spanish-gaps#SpanishGaps",
      ],
      actions: ["/components/layout/admin-account-menu#AdminAccountMenu"],
      header: ["/components/layout/admin-edition-banner#AdminEditionBanner"],
      afterNavLinks: [
        "/bookings/admin/components/appointments-nav-link#AppointmentsNavLink",
        "/funnel/admin/components/funnel-nav-link#FunnelNavLink",
        {
          path: "/components/layout/admin-account-menu#AdminAccountMenu",
          clientProps: { placement: "menu" },
        },
      ],
      views: {
        appointments: {
          Component: "/bookings/admin/components/appointments-view#AppointmentsView",
          path: "/appointments",
          exact: true,
        },
        sources: {
          Component: "/funnel/admin/components/funnel-view#FunnelView",
          path: "/sources",
          exact: true,
        },
      },
      graphics: {
        Logo: "/components/layout/admin-brand#AdminLogo",
        Icon: "/components/layout/admin-brand#AdminIcon",
      },
    },
    importMap: {
      baseDir: path.resolve(process.cwd(), "src"),
      importMapFile: path.resolve(process.cwd(), "src/app/(payload)/admin/import-map.ts"),
    },
  },
  collections: [
    Leads,
    Estimates,
    Jobs,
    JobUpdates,
    JobMessages,
    ChangeOrders,
    WarrantyClaims,
    JobPhotos,
    Users,
    Media,
    Reviews,
    Faqs,
    Projects,
    Posts,
    Services,
  ].map((collection) => plainCollection(inEnglishUnlessNamed(withSettledRowIds(collection)))),
  globals: [Business, BookingSettingsGlobal].map((global) =>
    plainGlobal(inEnglishUnlessNamed(globalWithSettledRowIds(global))),
  ),
  // Content in both editions: each document has an English and a Spanish side, switched at the top
  // of its page. A side left empty stays empty (no fallback), so a Spanish page never shows
  // English text by accident; the site leaves an entry without Spanish out of Spanish lists.
  localization: {
    locales: [
      { code: "en", label: "English" },
      { code: "es", label: "Español" },
    ],
    defaultLocale: "en",
    fallback: false,
  },
  i18n: { translations: adminTranslations },
  // The concepts' tables beside their collections: which tables exist is decided here, at the top.
  db: cmsDatabase({
    ...leadTables,
    ...bookingTables,
    ...estimateTables,
    ...jobTables,
    ...portalTables,
    ...funnelTables,
    ...fieldSpeedTables,
  }),
  plugins: [photoStorage(serverEnv())],
  // Nothing uses GraphQL; a second API is a second surface to secure.
  graphQL: { disable: true },
  hooks: { afterError: [keepFieldReasons] },
  endpoints: [...appointmentEndpoints, ...funnelEndpoints],
  // A refused request (403, 401, 400) is one line in the log, not a stack trace each.
  logger: adminLogger,
  // Writes from another site are refused before they get here (lib/security/request-guard.ts
  // compares Origin with Host), and the sign-in cookie is SameSite=Lax; an origin list here would
  // also lock out the owner reaching the server by another name (its address, or without www).
  csrf: [],
  cors: [],
  sharp,
  telemetry: false,
  typescript: { outputFile: path.resolve(process.cwd(), "src/lib/cms/payload-types.ts") },
});
