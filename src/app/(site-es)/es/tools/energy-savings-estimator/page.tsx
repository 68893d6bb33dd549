import { EnergyEstimatorPage } from "@/tools/components/energy-estimator-page";
import { toolMetadata } from "@/tools/tool-metadata";

export const generateMetadata = () => toolMetadata("energy-savings-estimator", "es");

export default function EnergySavingsEstimator() {
  return <EnergyEstimatorPage locale="es" />;
}
