import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { setPrerenderingDemoPage } from '../lib/demo-page';
import { App } from './app';

/**
 * The build renders the public pages to HTML with this (apps/web/build/prerender-pages.ts): signed
 * out, in English, in the same tree the browser hydrates (app.tsx). prerender waits for every
 * lazy route and catalog, so the page holds all its words, not a loading state.
 */
export async function renderPage(path: string, { demo }: { demo: boolean }): Promise<string> {
  const errors: unknown[] = [];
  setPrerenderingDemoPage(demo);
  const { prelude } = await prerender(
    <StaticRouter location={path}>
      <App />
    </StaticRouter>,
    {
      // Every boundary in place in the HTML: React would otherwise move a large one (over about
      // 12 KB) to the end with an inline script to put it back, which the page's CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that cannot render signed out on Node would be left to the browser; a page that is
      // not whole is a build error instead.
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${path} failed`);
  return html;
}
