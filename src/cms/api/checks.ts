import "server-only";
import type { AfterCheck, BeforeCheck } from "./guard";

/** Run before the engine answers, in this order. */
export const beforeApi: readonly BeforeCheck[] = [];

/** Run on the engine's answer, in this order. */
export const afterApi: readonly AfterCheck[] = [];
