import "server-only";
import { explainOtherOrigin } from "@/lib/cms/api/admin-origin";
import { refuseOversizedBody } from "@/lib/cms/api/body-size";
import { refuseMalformedAddress } from "@/lib/cms/api/document-address";
import type { AfterCheck, BeforeCheck } from "@/lib/cms/api/guard";
import { refuseNonObjectJson } from "@/lib/cms/api/json-body";
import { answerMissingFile } from "@/lib/cms/api/missing-file";
import { refuseLocksForOthers } from "@/lib/cms/api/own-locks";
import { keepPrivateAnswersUncached } from "@/lib/cms/api/private-answers";
import { refuseMalformedQuery } from "@/lib/cms/api/query-check";
import { refusalsAsMissing } from "@/lib/cms/api/refusals-as-missing";
import { JOB_COLLECTIONS } from "@/jobs/server";
import { countSignIn, limitSignIn } from "@/accounts/sign-in-check";

/** Run before the engine answers, in this order. */
export const beforeApi: readonly BeforeCheck[] = [
  refuseOversizedBody,
  refuseMalformedAddress,
  explainOtherOrigin,
  refuseNonObjectJson,
  limitSignIn,
  refuseLocksForOthers,
  refuseMalformedQuery,
  answerMissingFile,
];

/** Run on the engine's answer, in this order. */
export const afterApi: readonly AfterCheck[] = [
  countSignIn,
  refusalsAsMissing(JOB_COLLECTIONS),
  keepPrivateAnswersUncached,
];
