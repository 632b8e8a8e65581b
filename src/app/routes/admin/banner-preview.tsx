export function Component() {
  return (
    <main className="container section">
      <h1>Banner Preview</h1>
    </main>
  );
}
