/**
 * Shown at every admin address while no one can sign in: what the person running the server
 * sets, never a form (an unclaimed admin on a public server would be anyone's).
 */
export function AdminSetup({ problem }: { problem: string }) {
  return (
    <main style={{ maxWidth: "40rem", margin: "4rem auto", padding: "0 1.5rem", lineHeight: 1.6 }}>
      <h1>The admin is not set up yet</h1>
      <p>{problem}</p>
      <p>The public site keeps working meanwhile, and leads are still stored and sent.</p>
    </main>
  );
}
