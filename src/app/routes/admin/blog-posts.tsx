export function Component() {
  return (
    <main className="container section">
      <h1>Blog Posts</h1>
    </main>
  );
}
