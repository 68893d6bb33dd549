import { siteFacts } from "@/site/server";
import type { Locale } from "@/lib/i18n/locale";
import type { SearchParams } from "@/lib/routing/search-param";
import { buildMetadata } from "@/lib/seo/metadata";
import { BOOKING_PATH } from "@/bookings/addresses";
import { bookingCopyIn } from "@/bookings/copy";
import { BookingPanel } from "@/bookings/components/booking-panel";
import { bookingView } from "@/bookings/view";

export async function bookingMetadata(locale: Locale) {
  const copy = bookingCopyIn[locale];
  return buildMetadata(await siteFacts(locale), {
    title: copy.title,
    description: copy.description,
    path: BOOKING_PATH,
    noIndex: true,
  });
}

/** /book in an edition: the linked lead's free times, and what the last choice did. */
export async function BookingPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<SearchParams>;
}) {
  return <BookingPanel locale={locale} view={await bookingView(locale, await searchParams)} />;
}
