export function Component() {
  return (
    <main className="container section">
      <h1>Admin Login</h1>
    </main>
  );
}
