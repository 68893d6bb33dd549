import type { Navigation } from "@/site";

/** The house mark, also the favicon (app/icon.svg) and the admin's icon. */
export function LogoMark({ className = "size-8 shrink-0" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="6" fill="#1e3a5f" />
      <path d="M6 17 16 8l10 9v8a1 1 0 0 1-1 1h-6v-6h-6v6H7a1 1 0 0 1-1-1z" fill="#fff" />
      <path d="M16 8 26 17" stroke="#c2410c" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ companyName, home }: { companyName: string; home: Navigation["home"] }) {
  return (
    <a
      href={home.href}
      className="flex items-center gap-2 font-bold text-brand-800"
      aria-label={home.logoLabel(companyName)}
    >
      <LogoMark />
      <span className="text-base leading-tight sm:text-lg lg:whitespace-nowrap lg:max-xl:text-base">
        {companyName}
      </span>
    </a>
  );
}
