import { perFacts, type SiteFacts } from "@/business";
import type { Localized } from "@/lib/i18n/locale";
import { spanishPrivacyPolicy, spanishTermsOfService } from "./legal-es";
import { legalPageSchema, type LegalPage } from "./legal-page-schema";
import { durationIn, recordBullets } from "./browser-records";
import { legalDates } from "./dates";
import { FIRST_TOUCH_COOKIE, FIRST_TOUCH_MAX_AGE } from "@/leads";

export { legalPageSchema, type LegalPage } from "./legal-page-schema";

const place = ({ address }: SiteFacts["business"]) => `${address.locality}, ${address.region}`;

const contactBullets = (business: SiteFacts["business"]) => [
  business.name,
  `E-mail: ${business.email}`,
  `Phone: ${business.phone.display} (${business.hours.display})`,
  place(business),
];

const englishPrivacyPolicy = ({ business }: SiteFacts): LegalPage => ({
  slug: "privacy-policy",
  title: "Privacy Policy",
  metaDescription:
    "What we collect when you request a remodeling estimate on our website, why we collect it, how long we keep it, and how to see or delete your information.",
  ...legalDates["privacy-policy"],
  intro: `This Privacy Policy explains what information ${business.name} collects through this website, why we collect it and what we do with it. We are a home remodeling contractor based in ${place(business)}, and this website exists so homeowners can learn about our work and ask us for an estimate. We collect only what we need to answer you, and we do not sell it.`,
  sections: [
    {
      id: "information-you-give-us",
      heading: "Information you give us",
      paragraphs: [
        "If you call or e-mail us, we keep what you tell us so that we can follow up.",
        "When you send the contact form to request an estimate or a consultation, we collect the following:",
      ],
      bullets: [
        "Your full name",
        "Your e-mail address",
        "Your phone number",
        "The project address and city",
        "The types of service you are interested in",
        "Your preferred start date, if you give one",
        "Your budget range",
        "Your project description, if you give one",
        "How you heard about us, if you tell us",
        "A record of your consent to be contacted: the exact consent text shown to you, the date and time you sent the form, and the IP address it came from",
      ],
    },
    {
      id: "information-collected-automatically",
      heading: "Information collected automatically",
      paragraphs: [
        `When you first visit the site, a small script on the page asks our server to set a cookie named "${FIRST_TOUCH_COOKIE}" with a small record of how you arrived: the first page you opened, the website that referred you (for example, a search engine) and any campaign (UTM) parameters in the link you followed. It is kept for ${durationIn(FIRST_TOUCH_MAX_AGE, "en")}, and your browser sends it to our server with every page you open here. When the cookie is set, we add one to that day's count of visitors who arrived the same way: the kind of source (a search engine, another website, social media, an ad or none), its name (such as the search engine or the website) and the first page you opened. If you start filling in the contact form, we add one to a second count of the same kind, once per browser. These counts are plain numbers per day: they hold no IP address, no cookie and nothing else about you, and no one can tell from them who visited. Visits by search engine crawlers and other programs are not counted. On a share of page views, the page also reports how fast it loaded, how fast it responded to taps and how much its layout moved, with the address of the page (three numbers and no detail about you); we keep only daily counts of those numbers per kind of page. We save what the cookie holds about you only when you send the contact form, together with the address of the page you sent it from. With JavaScript turned off no such cookie is set, and a form you send tells us only the page you sent it from.`,
        "Like every website, our server receives your IP address with each request. We use it to limit repeated form submissions and to filter out spam, and we store it with the consent record described above.",
      ],
    },
    {
      id: "how-we-use-your-information",
      heading: "How we use your information and contact you",
      paragraphs: [
        "We contact you by phone, text message or e-mail about your inquiry only. Agreeing to be contacted is needed to send the form, because we cannot answer you otherwise, but it is not a condition of buying anything from us. We do not put you on marketing lists or send promotional messages. If you would rather we used only one way of reaching you, or that we stopped, just tell us.",
        "We use the information you send us for these purposes only:",
      ],
      bullets: [
        "To answer your inquiry and schedule a discovery call or an in-home consultation",
        "To prepare an estimate and, if you hire us, to plan, permit and carry out your project",
        "To send you a confirmation that we received your request",
        "To learn which pages, searches and referrals lead people to contact us, using what the first-visit cookie holds, saved with each request",
        "To keep proof that you agreed to be contacted",
        "To keep the form free of spam and abuse",
      ],
    },
    {
      id: "how-we-store-and-share-information",
      heading: "How we store and share information",
      paragraphs: [
        "Requests sent through the website are stored in our own database and sent by e-mail to the owner of the business, who reads every one. The companies that host this website and deliver our e-mail handle that information only to provide those services to us.",
        "We do not sell, rent or trade personal information, and we do not share it with anyone for advertising. We share it only when your project needs it, for example the project address on a permit application to your city, or your contact details with a partner lender if you ask us for help with financing, or when the law requires it.",
      ],
    },
    {
      id: "how-long-we-keep-information",
      heading: "How long we keep information",
      paragraphs: [
        "We keep your information while we are working with you: from your first inquiry, through the estimate and the project, to the end of your warranty. When you ask us to delete it, we do, except for records we must keep by law, such as signed contracts and invoices.",
      ],
    },
    {
      id: "cookies-and-browser-storage",
      heading: "Cookies and browser storage",
      paragraphs: [
        "We do not use third-party analytics, advertising trackers, tracking pixels or social media plugins. Fonts and images are served from this site itself, so opening a page does not send your visit to other companies.",
        "You can remove the stored records at any time by clearing this site's data in your browser settings; the site keeps working without them.",
        "This site stores only what it needs to work, and nothing else:",
      ],
      bullets: [...recordBullets("visitor", "en"), ...recordBullets("staff", "en")],
    },
    {
      id: "childrens-privacy",
      heading: "Children's privacy",
      paragraphs: [
        "This website and our services are meant for homeowners and are not directed to children under 13. We do not knowingly collect personal information from children under 13. If you believe a child has sent us information, contact us and we will delete it.",
      ],
    },
    {
      id: "security",
      heading: "Security",
      paragraphs: [
        "Information you send travels over an encrypted connection. The page where the owner reads requests is protected by a password and a signed session, and repeated sign-in attempts are blocked. Only the owner and the people who work on your project see your details.",
        "No website or database is perfectly secure. If we learn of a breach that affects your information, we will tell you as the law requires.",
      ],
    },
    {
      id: "your-rights-and-requests",
      heading: "Your rights and requests",
      paragraphs: [
        `You can ask us what information we hold about you, ask us to correct it or delete it, or ask us to stop contacting you. Send your request to ${business.email}, ideally from the e-mail address you used on the form. We may ask you to confirm a detail of your request so we know it is really you. We do not charge for requests, and making one does not change how we treat you.`,
      ],
    },
    {
      id: "changes-to-this-policy",
      heading: "Changes to this policy",
      paragraphs: [
        "If we change how we handle information, we will update this page and the last updated date at the top. We will not use information you already sent us in a materially different way without telling you first.",
      ],
    },
    {
      id: "contact-us",
      heading: "Contact us",
      paragraphs: ["Questions about this policy or your information are welcome:"],
      bullets: contactBullets(business),
    },
  ],
});

const englishTermsOfService = ({ business, claimText, factText }: SiteFacts): LegalPage => ({
  slug: "terms-of-service",
  title: "Terms of Service",
  metaDescription:
    "Estimates, deposits, payments, change orders, schedules, warranty and dispute resolution for remodeling work in Dallas, plus the terms for using our website.",
  ...legalDates["terms-of-service"],
  intro: `These Terms of Service apply to your use of this website and to the estimates and remodeling work provided by ${business.name}, a registered and insured remodeling contractor based in ${place(business)}. Every project is done under a written contract; if your contract and these terms differ, your contract controls.`,
  sections: [
    {
      id: "estimates-deposits-and-payment",
      heading: "Estimates, deposits and payment",
      paragraphs: [
        `Estimates are free and carry no obligation. Each written estimate is valid for ${business.estimates.validDays} days from its date; after that we may update it to reflect current material prices and our schedule.`,
        "An estimate is based on what we can see and measure at the consultation. Conditions hidden behind walls, under floors or beneath the slab are handled through change orders, described below.",
        `When you sign a contract, an initial deposit, typically ${business.estimates.depositPercent} of the contract price, is due so we can order materials and reserve your place on the schedule. The balance is paid in stages tied to completed milestones listed in your contract, with the final payment due after the final walkthrough and punch list.`,
        "Financing is provided by partner lenders under their own terms; the lender, not us, decides approval, the APR and the term. We accept these forms of payment:",
      ],
      bullets: [...business.paymentMethods],
    },
    {
      id: "written-contracts-and-change-orders",
      heading: "Written contracts and change orders",
      paragraphs: [
        "Every project is done under a written contract that sets out the scope of work, the materials and allowances, the price, the payment schedule, the estimated schedule and the warranty.",
        "Any change to that scope, whether you ask for it or hidden conditions require it, is made only through a written change order that states the effect on price and schedule and is signed by you and by us before the changed work begins. If your selections cost more than an allowance, the difference is added by change order; if they cost less, you receive a credit.",
      ],
    },
    {
      id: "permits-and-inspections",
      heading: "Permits and inspections",
      paragraphs: [
        "Unless your contract says otherwise, we apply for the building permits your city requires, include them in the price, and schedule the required inspections. Work moves to the next phase only after the inspection for the current phase has passed. If the city requires changes to the plans, we explain them and, where they affect price or schedule, handle them by change order.",
        factText.hoaApproval,
      ],
    },
    {
      id: "schedules-and-delays",
      heading: "Schedules and delays",
      paragraphs: [
        "The schedule in your contract is our good-faith estimate. When a date moves, we tell you promptly and give you a revised schedule.",
        "Dates can move for reasons outside our control, and a delay for one of them is not a breach of contract. They include:",
      ],
      bullets: [
        "Weather: rain, storms, hail, extreme heat, freezes, or ground too wet to dig or pour",
        "Material shortages, backorders and shipping delays",
        "Permit review times and inspection availability",
        "Hidden conditions found once work is opened up",
        "Late selections or changes requested by the homeowner",
      ],
    },
    {
      id: "homeowner-responsibilities",
      heading: "Homeowner responsibilities",
      paragraphs: ["To keep your project safe and on schedule, we ask you to:"],
      bullets: [
        "Give our crew access to the work area and to water and electricity during normal working hours",
        "Clear the work area of furniture, valuables and personal belongings before work starts",
        "Make selections and decisions by the dates in the schedule",
        "Keep children and pets away from the work area",
        "Tell us about known problems, such as past leaks, foundation repairs, buried lines or sprinkler systems",
        "Tell us about any homeowners association or deed restrictions on your property, and sign the association's application where it asks for the owner's signature",
        "Ask for changes through a written change order rather than directly to workers on site",
      ],
    },
    {
      id: "warranty",
      heading: "Warranty",
      paragraphs: [
        `Every project carries our ${claimText.workmanshipWarranty}, starting on the date the project is completed. If work we performed fails because of how it was done, we repair it at no cost to you. Home additions also carry a ${business.claims.additionStructuralWarrantyYears}-year structural warranty covering the foundation, framing and roof structure we build.`,
        `To request warranty service, contact us at ${business.email} or ${business.phone.display} with the project address, a description of the problem and photos if you can. We inspect the problem and repair or replace covered work.`,
        "The warranty does not cover:",
      ],
      bullets: [
        "Normal wear and tear",
        "Materials, fixtures or appliances supplied by the homeowner",
        "Manufactured products, which are covered by their manufacturers' warranties; we pass those warranties through to you",
        "Damage from misuse, neglect or accidents, or from changes and repairs made by others",
      ],
    },
    {
      id: "website-content-and-tools",
      heading: "Website content and tools",
      paragraphs: [
        "Prices, timelines and budget ranges on this website describe typical projects in the Dallas area. They are general guidance, not quotes: only a written estimate prepared after a consultation states a price for your project.",
        "The financing calculator gives estimates only. It is not a credit decision or an offer of financing; actual APR, terms and payments vary by lender and credit profile.",
        "The energy savings estimator gives estimates based on typical Dallas-area conditions. Actual results vary by home size, equipment, occupancy and weather.",
        "Articles and idea pages are general information about remodeling. Your home, city rules and budget may call for a different answer, which is what the consultation is for.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      paragraphs: [
        `The text, photographs, illustrations, logos and design of this website belong to ${business.name} or are used with permission. You may view, print and share pages for personal, non-commercial use, such as showing an idea to your family. You may not copy them to promote another business. Drawings and plans we prepare for your project are for use on that project.`,
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of liability",
      paragraphs: [
        "The website and its tools are provided as they are, without any promise that they are error-free or always available. To the extent the law allows, we are not liable for indirect or consequential losses arising from your use of the website or its tools.",
        `Our responsibilities for project work are those set out in your written contract and warranty. Nothing in these terms limits any right that the law of ${business.address.regionName} does not allow to be limited.`,
      ],
    },
    {
      id: "dispute-resolution",
      heading: "Dispute resolution",
      paragraphs: [
        "If you are unhappy with any part of our work, we want to hear about it early. Disputes are resolved in these steps, each tried in good faith before the next:",
      ],
      bullets: [
        "Direct communication: tell your project lead or contact us, and we will respond and work to fix the problem",
        "Escalation to ownership: if that does not resolve it, the owner of the business reviews the matter with you personally",
        `Mediation: if we still disagree, we meet with a neutral mediator in ${business.county}, ${business.address.regionName}`,
        `Binding arbitration: if mediation does not settle the dispute, it is decided by binding arbitration in ${business.county}, ${business.address.regionName}`,
      ],
    },
    {
      id: "governing-law-and-venue",
      heading: "Governing law and venue",
      paragraphs: [
        `These terms and any contract with us are governed by the laws of the State of ${business.address.regionName}. Any court proceeding permitted under these terms, including one to enter judgment on an arbitration award, is brought in ${business.county}, ${business.address.regionName}.`,
      ],
    },
    {
      id: "changes-to-these-terms",
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms from time to time and will change the last updated date at the top of this page when we do. Changes do not alter a contract you have already signed.",
      ],
    },
    {
      id: "contact-us",
      heading: "Contact us",
      paragraphs: ["Questions about these terms, an estimate or a project are welcome:"],
      bullets: contactBullets(business),
    },
  ],
});

const privacyPolicies: Localized<(facts: SiteFacts) => LegalPage> = {
  en: englishPrivacyPolicy,
  es: spanishPrivacyPolicy,
};

const termsOfServices: Localized<(facts: SiteFacts) => LegalPage> = {
  en: englishTermsOfService,
  es: spanishTermsOfService,
};

/** /privacy-policy in the facts' edition, checked by the one schema. */
export const privacyPolicyFor = perFacts((facts) =>
  legalPageSchema.parse(privacyPolicies[facts.locale](facts)),
);

/** /terms-of-service in the facts' edition, checked by the one schema. */
export const termsOfServiceFor = perFacts((facts) =>
  legalPageSchema.parse(termsOfServices[facts.locale](facts)),
);
