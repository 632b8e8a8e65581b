// The plain frame of the pages for developers and testers (/health, /developers): a one-line bar
// back to the site and the page, without the public header, footer, popups or bottom bar. They
// are tools for us, not pages for visitors or the board.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import './tools-layout.css';

export function ToolsLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="tools-layout">
      <header className="tools-layout__bar">
        <Link to={paths.home.getHref()} className="tools-layout__home">
          Hope Foundation
        </Link>
        <span className="tools-layout__tag">Developer tools</span>
      </header>
      <main className="tools-layout__main container">{children}</main>
    </div>
  );
}
