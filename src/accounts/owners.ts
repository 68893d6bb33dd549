import "server-only";
import { cms } from "@/lib/cms/ready";

/** The accounts with the owner role now: whose devices a "Still waiting" reminder reaches. */
export async function ownerAccountIds(): Promise<number[]> {
  const payload = await cms();
  const { docs } = await payload.find({
    collection: "users",
    where: { role: { equals: "owner" } },
    depth: 0,
    pagination: false,
    select: {},
    overrideAccess: true,
  });
  return docs.map((doc) => Number(doc.id));
}
