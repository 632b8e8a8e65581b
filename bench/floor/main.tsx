// The bench's floor (bench/floor-page.ts): the least a page built with the site's own stack
// (Vite, React, React Router) costs, measured in the same Lighthouse session as the site's pages,
// so their figures can be read as ratios that hold on a machine whose speed moves between runs.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';

function Page() {
  return (
    <main>
      <h1>Lend Your Hands, Share Your Heart</h1>
      <p>A page with a heading, a paragraph and a link, rendered in the browser by React Router.</p>
      <Link to="/">Home</Link>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', Component: Page }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
