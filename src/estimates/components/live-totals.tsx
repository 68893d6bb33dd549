"use client";
import { useEffect } from "react";
import type { Locale } from "@/lib/i18n/locale";
import { formatUsd } from "@/lib/money/cents";
import { SEEN_TOTAL } from "../addresses";
import { ALTERNATE_PREFIX, choiceAsSent, OPTION_PARAM } from "../choice";
import { priceEstimate, type PricedEstimate } from "../pricing";

/**
 * With JavaScript, the totals follow each pick at once, priced by the same code as the server's
 * (pricing.ts), so the page never shows a figure the server would not: the option cards, section
 * totals, the total, the payments, the total beside the sign button (and the total the form
 * sends with the signature) and the PDF link's choice. Without it, "Update the totals" does it.
 */
export function LiveTotals({
  formId,
  estimate,
  locale,
}: {
  formId: string;
  estimate: PricedEstimate;
  locale: Locale;
}) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const money = (cents: number) => formatUsd(cents, locale);
    const show = (selector: string, text: string) =>
      form.ownerDocument.querySelectorAll<HTMLElement>(selector).forEach((element) => {
        element.textContent = text;
      });
    const update = () => {
      const choice = choiceAsSent(new FormData(form));
      const priced = priceEstimate(estimate, choice);
      if (!priced.ok) return;
      const { figures } = priced;
      for (const section of figures.sections)
        show(`[data-section-total="${section.id}"]`, money(section.subtotal));
      for (const group of estimate.alternates)
        for (const option of group.choices) {
          const alone = priceEstimate(estimate, {
            ...choice,
            alternates: { ...choice.alternates, [group.id]: option.id },
          });
          const subtotal = alone.ok
            ? alone.figures.alternates.find((row) => row.id === group.id)?.subtotal
            : undefined;
          if (subtotal !== undefined) show(`[data-option-total="${option.id}"]`, money(subtotal));
        }
      show("[data-estimate-subtotal]", money(figures.subtotal));
      show("[data-estimate-tax]", money(figures.tax));
      show("[data-estimate-total]", money(figures.total));
      show("[data-sign-amount]", money(figures.total));
      figures.payments.forEach((payment, index) =>
        show(`[data-payment="${index}"]`, money(payment.cents)),
      );
      const seen = form.elements.namedItem(SEEN_TOTAL);
      if (seen instanceof HTMLInputElement) seen.value = String(figures.total);
      form.ownerDocument.querySelectorAll<HTMLAnchorElement>("a[data-pdf-link]").forEach((link) => {
        const url = new URL(link.href);
        for (const key of [...url.searchParams.keys()])
          if (key === OPTION_PARAM || key.startsWith(ALTERNATE_PREFIX))
            url.searchParams.delete(key);
        for (const [group, option] of Object.entries(choice.alternates))
          url.searchParams.set(`${ALTERNATE_PREFIX}${group}`, option);
        for (const option of choice.options) url.searchParams.append(OPTION_PARAM, option);
        link.href = `${url.pathname}${url.search}`;
      });
    };
    form.querySelectorAll<HTMLElement>("[data-update-hint]").forEach((hint) => {
      hint.hidden = true;
    });
    form.addEventListener("change", update);
    return () => form.removeEventListener("change", update);
  }, [formId, estimate, locale]);
  return null;
}
