"use client";

import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";

type FaqGroup = {
  id: string;
  title: string;
  intro: string;
  items: readonly { question: string; answer: string }[];
};

/**
 * All categories share one single-value accordion, so only one answer is open on the whole page,
 * and a click on the open question closes it. Radix puts each button inside an h3.
 */
export function FaqAccordion({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <Accordion.Root type="single" collapsible className="space-y-14">
      {groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`}>
          <h2 id={`${group.id}-heading`} className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {group.title}
          </h2>
          <p className="mt-2 text-slate-600">{group.intro}</p>
          <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {group.items.map((item, index) => (
              <Accordion.Item key={item.question} value={`${group.id}-${index}`}>
                <Accordion.Header className="m-0">
                  <Accordion.Trigger className="group flex min-h-12 w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-brand-50">
                    {item.question}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content className="px-5 pb-5 text-slate-700">
                  {item.answer}
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </div>
        </section>
      ))}
    </Accordion.Root>
  );
}
