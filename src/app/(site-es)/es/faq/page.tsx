import { FaqPage, faqMetadata } from "@/faqs/components/faq-page";

export const generateMetadata = () => faqMetadata("es");

export default function Faq() {
  return <FaqPage locale="es" />;
}
