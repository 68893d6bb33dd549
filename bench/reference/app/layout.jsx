export const metadata = {
  title: "Reference",
  description: "A bare Next.js page used as the benchmark's yardstick.",
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
