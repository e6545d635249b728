import { entryLoader, loadedEntryScripts, runEntryAfterFirstPaint } from '../../scripts/prerender/entryScripts';

const TEMPLATE =
  '<!doctype html><html lang="de"><head><meta charset="utf-8"/>' +
  '<script defer="defer" src="/js/runtime.1.js"></script><script defer="defer" src="/js/main.2.js"></script>' +
  '</head><body><div id="root"><main>…</main></div>\n  </body></html>';

describe('a prerendered page starts its app after the first paint', () => {
  it('takes the entry scripts out of the head and starts them from a loader at the end of the body', () => {
    const html = runEntryAfterFirstPaint(TEMPLATE);
    expect(html).not.toContain('<script defer');
    expect(html).not.toContain('rel="preload"');
    expect(html).toMatch(/<div id="root"><main>…<\/main><\/div>\s*<script>\(function\(\)\{.*\}\)\(\)<\/script>\s*<\/body>/);
    expect(loadedEntryScripts(html)).toEqual(['/js/runtime.1.js', '/js/main.2.js']);
  });

  it('leaves a page without deferred scripts alone', () => {
    const shell = '<html><head></head><body><div id="root"></div></body></html>';
    expect(runEntryAfterFirstPaint(shell)).toBe(shell);
  });

  describe('the loader', () => {
    const added = () =>
      [...document.head.querySelectorAll('script')].map((script) => [script.getAttribute('src'), script.async]);
    const ENTRY = [
      ['/js/runtime.1.js', false],
      ['/js/main.2.js', false],
    ];
    const runLoader = () => new Function(entryLoader(['/js/runtime.1.js', '/js/main.2.js']))();
    let reportPaint: (() => void) | null = null;

    beforeEach(() => {
      jest.useFakeTimers();
      reportPaint = null;
      // jsdom has no paint timing: a stand-in observer the test reports the paint through.
      Reflect.set(
        globalThis,
        'PerformanceObserver',
        class {
          constructor(private readonly callback: (list: unknown, observer: { disconnect(): void }) => void) {}
          observe(options: { type: string; buffered: boolean }) {
            expect(options).toEqual({ type: 'paint', buffered: true });
            reportPaint = () => this.callback({}, { disconnect: () => (reportPaint = null) });
          }
        },
      );
    });

    afterEach(() => {
      jest.useRealTimers();
      Reflect.deleteProperty(globalThis, 'PerformanceObserver');
      document.head.replaceChildren();
      document.documentElement.removeAttribute('data-other-route');
    });

    it('adds the scripts, in order and not async, in a task after the browser reports the first paint', () => {
      runLoader();
      jest.advanceTimersByTime(1000);
      expect(added()).toEqual([]);
      reportPaint!();
      expect(reportPaint).toBeNull();
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(0);
      expect(added()).toEqual(ENTRY);
      // Once only, though the fallback timer still fires.
      jest.advanceTimersByTime(5000);
      expect(added()).toEqual(ENTRY);
    });

    it('starts a page that does not paint (a background tab) after three seconds', () => {
      runLoader();
      jest.advanceTimersByTime(2999);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(added()).toEqual(ENTRY);
    });

    it('starts at once when the prerendered markup is hidden because the file was served for another route', () => {
      document.documentElement.setAttribute('data-other-route', '');
      runLoader();
      expect(added()).toEqual(ENTRY);
      expect(reportPaint).toBeNull();
    });

    it('starts in the next task where the browser has no paint timing', () => {
      Reflect.deleteProperty(globalThis, 'PerformanceObserver');
      runLoader();
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(0);
      expect(added()).toEqual(ENTRY);
    });
  });
});
