import { HomePage, homeMetadata } from "@/site/components/home-page";

export const generateMetadata = () => homeMetadata("en");

export default function Home() {
  return <HomePage locale="en" />;
}
