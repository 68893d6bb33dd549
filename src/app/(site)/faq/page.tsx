import { FaqPage, faqMetadata } from "@/faqs/components/faq-page";

export const generateMetadata = () => faqMetadata("en");

export default function Faq() {
  return <FaqPage locale="en" />;
}
