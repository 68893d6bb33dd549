import { cookies } from "next/headers";
import { PageTitle } from "@/components/ui/page-title";
import { homeFor } from "@/site";
import { siteFacts } from "@/site/server";
import { changeRefusals, homeownerJobs } from "@/jobs/server";
import type { Locale } from "@/lib/i18n/locale";
import { firstValue, type SearchParams } from "@/lib/routing/search-param";
import { buildMetadata } from "@/lib/seo/metadata";
import {
  CHANGE_ID,
  CHANGE_RESULT,
  CLAIM_RESULT,
  CLAIM_TEXT,
  LINK_TOKEN,
  MESSAGE_ABOUT,
  MESSAGE_JOB,
  MESSAGE_RESULT,
  MESSAGE_TEXT,
  MESSAGE_TEXT_KEPT,
  PORTAL_COOKIE,
  PORTAL_NOTICE,
  PORTAL_PATH,
  SIGN_IN_PATH,
} from "../addresses";
import { portalCopyIn } from "../copy";
import type { PortalNotice } from "../copy-schema";
import { LINK_PROBLEM, TYPED_ADDRESS, WAIT_MINUTES } from "../endpoints";
import { readLink } from "../link-store";
import { sessionOf, sessionsOf } from "../session-store";
import { getsDigest, digestTimeIn } from "../digests";
import { DevicesPanel, SessionButton } from "./devices-panel";
import { DigestPanel } from "./digest-panel";
import { LinkPanel } from "./link-panel";
import { Notice } from "./notice";
import type { ChangeOrderResult } from "./job-change-orders";
import type { MessageFormState } from "./job-messages";
import type { ClaimFormState } from "./job-warranty";
import { ProjectView } from "./project-view";
import { SignInPanel, type SignInState } from "./sign-in-panel";

export async function portalMetadata(locale: Locale, path = PORTAL_PATH) {
  const { title, description } = portalCopyIn[locale];
  return buildMetadata(await siteFacts(locale), { title, description, path, noIndex: true });
}

const notices: readonly PortalNotice[] = [
  "sent",
  "signed-out",
  "signed-out-everywhere",
  "device-signed-out",
];

function signInState(params: SearchParams): SignInState {
  const notice = notices.find((known) => known === firstValue(params[PORTAL_NOTICE]));
  const problem = firstValue(params[LINK_PROBLEM]);
  const wait = Number(firstValue(params[WAIT_MINUTES]));
  return {
    notice,
    problem:
      problem === "address" || problem === "limit"
        ? {
            kind: problem,
            waitMinutes: Number.isFinite(wait) && wait > 0 ? Math.min(wait, 60) : 60,
          }
        : undefined,
    typed: problem === "address" ? firstValue(params[TYPED_ADDRESS])?.slice(0, 254) : undefined,
  };
}

const messageProblems = ["length", "photos", "about", "limit"] as const;

/** What the page's query says of one job's message form: sent, refused, or opened on a subject. */
function messageState(params: SearchParams, jobId: number): MessageFormState {
  if (firstValue(params[MESSAGE_JOB]) !== String(jobId)) return {};
  const result = firstValue(params[MESSAGE_RESULT]);
  if (result === "sent") return { sent: true };
  return {
    problem: messageProblems.find((problem) => problem === result),
    about: firstValue(params[MESSAGE_ABOUT])?.slice(0, 40),
    typed: firstValue(params[MESSAGE_TEXT])?.slice(0, MESSAGE_TEXT_KEPT),
  };
}

const claimProblems = ["length", "photos", "warranty", "limit"] as const;

/** What the page's query says of one job's claim form: filed, or refused with what was typed. */
function claimState(params: SearchParams, jobId: number): ClaimFormState {
  const result = firstValue(params[CLAIM_RESULT]);
  if (!result || firstValue(params[MESSAGE_JOB]) !== String(jobId)) return {};
  if (result === "sent") return { sent: true };
  return {
    problem: claimProblems.find((problem) => problem === result),
    typed: firstValue(params[CLAIM_TEXT])?.slice(0, MESSAGE_TEXT_KEPT),
  };
}

const changeResults = ["signed", "declined", ...changeRefusals] as const;

/** What the page's query says of the last change order form: which one, and what it did. */
function changeResult(params: SearchParams): ChangeOrderResult | undefined {
  const id = Number(firstValue(params[CHANGE_ID]));
  const result = changeResults.find((known) => known === firstValue(params[CHANGE_RESULT]));
  return Number.isSafeInteger(id) && result ? { id, result } : undefined;
}

/**
 * /portal in an edition: signed in, the homeowner's projects and their devices; not signed in, the
 * form that e-mails a sign-in link. Read per request, for this device's cookie only.
 */
export async function PortalPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<SearchParams>;
}) {
  const params = await searchParams;
  const facts = await siteFacts(locale);
  const session = await sessionOf((await cookies()).get(PORTAL_COOKIE)?.value);
  if (!session)
    return (
      <SignInPanel
        locale={locale}
        phone={facts.business.phone.display}
        state={signInState(params)}
      />
    );
  const copy = portalCopyIn[locale];
  const [jobs, sessions, digestOn] = await Promise.all([
    homeownerJobs(session.address),
    sessionsOf(session.address),
    getsDigest(session.address),
  ]);
  const steps = homeFor(facts).process.steps.map((step) => step.title);
  const notice =
    firstValue(params[PORTAL_NOTICE]) === "device-signed-out" ? "device-signed-out" : null;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <PageTitle>{copy.title}</PageTitle>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-slate-700">
        <span>{copy.project.signedInAs(session.address)}</span>
        <SessionButton locale={locale} action="out" label={copy.project.signOut} />
      </div>
      {notice ? <Notice {...copy.signIn.notices[notice]} /> : null}
      {jobs.length ? (
        jobs.map((job) => (
          <ProjectView
            key={job.id}
            job={job}
            locale={locale}
            steps={steps}
            messageState={messageState(params, job.id)}
            changeResult={changeResult(params)}
            claimState={claimState(params, job.id)}
          />
        ))
      ) : (
        <div className="mt-10">
          <h2 className="text-2xl font-bold text-slate-900">{copy.project.none.heading}</h2>
          <p className="mt-2 text-slate-700">{copy.project.none.text(session.address)}</p>
        </div>
      )}
      {jobs.length ? (
        <DigestPanel locale={locale} on={digestOn} time={digestTimeIn(locale)} />
      ) : null}
      <DevicesPanel locale={locale} sessions={sessions} currentId={session.id} />
    </section>
  );
}

/** /portal/sign-in in an edition: the link's one button (a link that works no more is refused before). */
export async function SignInLinkPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<SearchParams>;
}) {
  const token = firstValue((await searchParams)[LINK_TOKEN]) ?? "";
  const reading = await readLink(token);
  if ("problem" in reading) {
    const refused = portalCopyIn[locale].link.refused[reading.problem];
    return (
      <section className="mx-auto max-w-2xl px-4 py-12 sm:py-20">
        <PageTitle>{refused.heading}</PageTitle>
        <p className="mt-4 text-lg text-slate-700">{refused.text}</p>
      </section>
    );
  }
  return <LinkPanel locale={locale} token={token} />;
}

export const signInLinkMetadata = (locale: Locale) => portalMetadata(locale, SIGN_IN_PATH);
