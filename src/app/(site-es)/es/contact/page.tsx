import { ContactPage, contactMetadata } from "@/leads/components/contact-page";

export const generateMetadata = () => contactMetadata("es");

export default function Contact() {
  return <ContactPage locale="es" />;
}
