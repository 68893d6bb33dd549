export default function Page() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>
        A bare Next.js page with only a heading and a paragraph, built and served beside the site.
      </p>
    </main>
  );
}
