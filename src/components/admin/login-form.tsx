"use client";

import { useActionState } from "react";
import { adminButton, adminControl, adminLabel } from "./styles";

export type LoginState =
  | { status: "idle" }
  | { status: "wrong" }
  | { status: "rate_limited"; minutes: number }
  | { status: "misconfigured" };

const messages = {
  wrong: () => "That password is not right. Please try again.",
  rate_limited: (minutes: number) =>
    `Too many sign-in attempts from this connection. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  misconfigured: () => "The inbox is not configured yet. Reload this page for details.",
};

function messageFor(state: LoginState): string | undefined {
  if (state.status === "idle") return undefined;
  if (state.status === "rate_limited") return messages.rate_limited(state.minutes);
  return messages[state.status]();
}

/** The only client code of the sign-in page: it shows the action's answer without a reload. */
export function LoginForm({
  action,
}: {
  action: (state: LoginState, form: FormData) => Promise<LoginState>;
}) {
  const [state, formAction, pending] = useActionState(action, { status: "idle" });
  const message = messageFor(state);
  return (
    <form action={formAction} className="mt-6 space-y-4">
      {message ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 font-medium text-red-800">
          {message}
        </p>
      ) : null}
      <div>
        <label htmlFor="admin-password" className={adminLabel}>
          Password
        </label>
        <input
          id="admin-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={state.status === "wrong" ? true : undefined}
          className={`${adminControl} mt-1`}
        />
      </div>
      <button type="submit" className={`${adminButton} w-full`} disabled={pending}>
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
