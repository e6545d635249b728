/**
 * A prerendered page paints from its HTML alone, so the app's entry scripts need not be fetched or run before that
 * paint. Their `<script defer>` tags are replaced by a loader that adds the scripts once the page has painted: the
 * first paint, and the largest contentful paint with it, waits neither for the app's code nor for its download (which
 * would share a phone's bandwidth with the HTML and the fonts), and evaluating the code is a task after the paint.
 */
const DEFER_SCRIPT = /\s*<script defer="defer" src="([^"]+)"><\/script>/g;

/** When a page that has not painted (a background tab) starts its app anyway. */
const NO_PAINT_START_MS = 3000;

/**
 * The loader, at the end of the body. It adds the scripts, in order, in a task after the browser reports the first
 * paint (a paint entry comes once the frame is on screen; a frame callback would come before it). A page whose
 * prerendered markup is hidden (another route served this file) starts at once, and a page that does not paint
 * (a tab opened in the background) after a few seconds.
 */
export function entryLoader(sources: string[]): string {
  const list = JSON.stringify(sources);
  return (
    `(function(){var started=false;function load(){if(started)return;started=true;${list}.forEach(function(src){` +
    `var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s)})}` +
    `function soon(){setTimeout(load,0)}` +
    `if(document.documentElement.hasAttribute('data-other-route'))return load();` +
    `try{new PerformanceObserver(function(list,observer){observer.disconnect();soon()}).observe({type:'paint',buffered:true})}` +
    `catch(e){return soon()}setTimeout(load,${NO_PAINT_START_MS})})()`
  );
}

/** The entry scripts a page's loader adds (the benchmark counts them as the page's initial JS). */
export function loadedEntryScripts(html: string): string[] {
  const list = /started=true;(\[[^\]]*\])\.forEach/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/** The page with its entry scripts started by the loader at the end of the body instead of deferred in the head. */
export function runEntryAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(DEFER_SCRIPT)].map((match) => match[1]!);
  if (sources.length === 0) return html;
  return html
    .replace(DEFER_SCRIPT, '')
    .replace(/\s*<\/body>/, `\n    <script>${entryLoader(sources)}</script>\n  </body>`);
}
