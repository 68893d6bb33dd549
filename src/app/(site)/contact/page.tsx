import { ContactPage, contactMetadata } from "@/leads/components/contact-page";

export const generateMetadata = () => contactMetadata("en");

export default function Contact() {
  return <ContactPage locale="en" />;
}
