import { Bath, ChefHat, Hammer, House, HousePlus, Trees } from "@/components/ui/icons";
import type { Service } from "@/services/catalog";

const icons = {
  "chef-hat": ChefHat,
  bath: Bath,
  "house-plus": HousePlus,
  hammer: Hammer,
  trees: Trees,
  house: House,
} as const;

export function ServiceIcon({ name, className }: { name: Service["icon"]; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
