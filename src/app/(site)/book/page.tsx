import { siteFacts } from "@/business/public";
import { BookingPanel } from "@/bookings/components/booking-panel";
import { bookingCopy } from "@/bookings/copy";
import { BOOKING_PATH } from "@/bookings/addresses";
import { bookingView } from "@/bookings/view";
import type { SearchParams } from "@/lib/routing/search-param";
import { buildMetadata } from "@/lib/seo/metadata";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata() {
  return buildMetadata(await siteFacts(), {
    title: bookingCopy.title,
    description: bookingCopy.description,
    path: BOOKING_PATH,
    noIndex: true,
  });
}

export default async function BookPage({ searchParams }: Props) {
  return <BookingPanel view={await bookingView(await searchParams)} />;
}
