import { serverRenderError } from '../../scripts/prerender/prerenderSite';

describe('the prerender refuses a page whose server render threw', () => {
  it('finds the boundary React left to the client, with its message', () => {
    const body =
      '<main><!--$!--><template data-msg="Switched to client rendering because the server rendering errored:\n\n' +
      'Cannot access &#x27;SessionList_module&#x27; before initialization" data-stck="…"></template><p>…</p><!--/$--></main>';
    expect(serverRenderError(body)).toMatch(/Cannot access 'SessionList_module' before initialization/);
  });

  it('passes a page that rendered completely', () => {
    expect(serverRenderError('<main><!--$--><h1>Seminare in Berlin</h1><!--/$--></main>')).toBeNull();
  });
});
