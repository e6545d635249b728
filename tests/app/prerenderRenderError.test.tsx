import { Suspense } from 'react';
import { setImmediate } from 'node:timers';
import { renderToHtml } from '@/app/prerender/renderRoute';

// React's Node renderer schedules with setImmediate, which jsdom's window does not have (the prerenderer runs in Node).
Object.assign(globalThis, { setImmediate });

function Broken(): never {
  throw new Error("Cannot access 'SessionList_module' before initialization");
}

describe('the prerender refuses a page whose server render threw', () => {
  it('fails with the error a component threw inside a Suspense boundary (React would leave it to the client)', async () => {
    const page = (
      <main>
        <Suspense fallback={<p>…</p>}>
          <Broken />
        </Suspense>
      </main>
    );
    await expect(renderToHtml(page)).rejects.toThrow(/Cannot access 'SessionList_module' before initialization/);
  });

  it('passes a page that renders completely, every boundary in place', async () => {
    const page = (
      <main>
        <Suspense fallback={<p>…</p>}>
          <h1>Seminare in Berlin</h1>
        </Suspense>
      </main>
    );
    await expect(renderToHtml(page)).resolves.toBe('<main><!--$--><h1>Seminare in Berlin</h1><!--/$--></main>');
  });
});
