import { logIn } from "@/app/(site)/admin/login/actions";
import { business } from "@/config/business";
import { LoginForm } from "./login-form";

export function SignInPanel() {
  return (
    <section aria-labelledby="sign-in-heading" className="mx-auto max-w-sm py-8">
      <h1 id="sign-in-heading" className="text-2xl font-bold text-slate-900">
        Sign in to the lead inbox
      </h1>
      <p className="mt-2 text-slate-700">For the owner of {business.name}.</p>
      <LoginForm action={logIn} />
    </section>
  );
}
