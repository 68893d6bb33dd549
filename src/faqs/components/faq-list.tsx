type FaqGroup = {
  id: string;
  title: string;
  intro: string;
  items: readonly { question: string; answer: string }[];
};

/**
 * Every answer is in the HTML, so it reads without JavaScript and to crawlers. All questions share
 * one `<details name>` group: the browser keeps one answer open on the whole page and a click on
 * the open question closes it, with no script. The question's heading sits inside its summary.
 * The summary's look is one short class (components/layout/globals.css): /faq lists 25 questions,
 * and each copy of a long class list and an icon rode twice in the page, in its HTML and its data.
 */
export function FaqList({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <div className="space-y-14">
      {groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`}>
          <h2 id={`${group.id}-heading`} className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {group.title}
          </h2>
          <p className="mt-2 text-slate-600">{group.intro}</p>
          {group.items.length > 0 && (
            <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {group.items.map((item, index) => (
                // Its place, not its question: two questions from the admin may read the same,
                // and a question as the key was written into the page's data once more.
                <details key={index} name="faq">
                  <summary className="disclosure">
                    <h3 className="text-base font-semibold text-slate-900">{item.question}</h3>
                  </summary>
                  <p className="px-5 pb-5 text-slate-700">{item.answer}</p>
                </details>
              ))}
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
