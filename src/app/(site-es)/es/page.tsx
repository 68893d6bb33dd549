import { HomePage, homeMetadata } from "@/site/components/home-page";

export const generateMetadata = () => homeMetadata("es");

export default function Home() {
  return <HomePage locale="es" />;
}
