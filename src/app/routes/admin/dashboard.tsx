export function Component() {
  return (
    <main className="container section">
      <h1>Dashboard</h1>
    </main>
  );
}
