import { BookingPage, bookingMetadata } from "@/bookings/components/booking-page";
import type { SearchParams } from "@/lib/routing/search-param";

export const generateMetadata = () => bookingMetadata("en");

export default function Book({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <BookingPage locale="en" searchParams={searchParams} />;
}
