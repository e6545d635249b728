import { EARLY_CLICKS_SCRIPT, replayClicks, replaySwappedClicks, takeEarlyClicks } from '@/app/prerender/earlyClicks';
import { headScript } from '@/app/prerender/renderRoute';

/** Runs a head script as the browser runs the page's inline `<script>`. */
function runInlineScript(source: string) {
  new Function(source)();
}

function button(id: string) {
  return document.getElementById(id) as HTMLButtonElement;
}

describe('taps on a prerendered page before hydration', () => {
  let submits: number;

  beforeEach(() => {
    document.body.innerHTML = `
      <div id="root">
        <form><button id="add" type="submit">In den Warenkorb</button></form>
        <button id="accept" type="button">Akzeptieren</button>
        <button id="off" type="button" disabled>Ausgebucht</button>
      </div>
      <button id="outside" type="button">Außerhalb</button>`;
    submits = 0;
    document.querySelector('form')!.addEventListener('submit', (event) => {
      submits += 1;
      event.preventDefault();
    });
    runInlineScript(EARLY_CLICKS_SCRIPT);
  });

  afterEach(() => {
    takeEarlyClicks();
  });

  it('records each tapped button of the page once, in the order first tapped, and submits no form natively', () => {
    button('add').click();
    button('accept').click();
    button('add').click();
    button('off').click();
    button('outside').click();
    expect(takeEarlyClicks().map((b) => b.id)).toEqual(['add', 'accept']);
    expect(submits).toBe(0);
  });

  it('records nothing once taken: React handles the taps from then on', () => {
    button('accept').click();
    expect(takeEarlyClicks()).toHaveLength(1);
    button('add').click();
    expect(submits).toBe(1);
    expect(takeEarlyClicks()).toEqual([]);
  });

  it('replays the recorded buttons that are still on the page and enabled', () => {
    const clicked: string[] = [];
    document.addEventListener('click', (event) => clicked.push((event.target as Element).id));
    button('add').click();
    button('accept').click();
    const early = takeEarlyClicks();
    clicked.length = 0;
    button('accept').disabled = true;
    replayClicks(early);
    expect(clicked).toEqual(['add']);
    expect(submits).toBe(1);
    button('add').remove();
    clicked.length = 0;
    replayClicks(early);
    expect(clicked).toEqual([]);
  });

  it('replays the header menu’s buttons at once (its markup is swapped on the first intent), the others later', () => {
    const menu = document.createElement('nav');
    menu.setAttribute('data-swap', 'header-menu');
    menu.innerHTML = '<button id="seminare" type="button">Seminare</button>';
    document.getElementById('root')!.append(menu);
    const clicked: string[] = [];
    document.addEventListener('click', (event) => clicked.push((event.target as Element).id));
    button('add').click();
    button('seminare').click();
    const early = takeEarlyClicks();
    clicked.length = 0;
    const later = replaySwappedClicks(early);
    expect(clicked).toEqual(['seminare']);
    expect(later.map((b) => b.id)).toEqual(['add']);
  });

  it('is part of the head script of every prerendered page', () => {
    expect(headScript('/berlin')).toContain(EARLY_CLICKS_SCRIPT);
  });
});
