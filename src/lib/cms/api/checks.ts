import "server-only";
import { explainOtherOrigin } from "./admin-origin";
import { refuseOversizedBody } from "./body-size";
import type { AfterCheck, BeforeCheck } from "./guard";
import { refuseNonObjectJson } from "./json-body";
import { answerMissingFile } from "./missing-file";
import { refuseLocksForOthers } from "./own-locks";
import { keepPrivateAnswersUncached } from "./private-answers";
import { refuseMalformedQuery } from "./query-check";
import { countSignIn, limitSignIn } from "./sign-in";

/** Run before the engine answers, in this order. */
export const beforeApi: readonly BeforeCheck[] = [
  refuseOversizedBody,
  explainOtherOrigin,
  refuseNonObjectJson,
  limitSignIn,
  refuseLocksForOthers,
  refuseMalformedQuery,
  answerMissingFile,
];

/** Run on the engine's answer, in this order. */
export const afterApi: readonly AfterCheck[] = [countSignIn, keepPrivateAnswersUncached];
