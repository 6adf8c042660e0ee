/** Placeholder until the page is built. */
export default function Page() {
  return <section className="card" />;
}
