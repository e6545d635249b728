import { act, render, waitFor } from '@testing-library/react';
import { AppProviders } from '@/app/providers';
import { makeStore } from '@/app/store';
import { catalogApi, useTrainersQuery } from '@/features/catalog/catalogApi';
import { renderedQuery } from '@/lib/api';

/**
 * A prerendered page revalidates its queries right after hydration. A component that selects what it renders
 * re-renders only when the data changes, not when a revalidation that brings the same data starts and ends.
 */
describe('renderedQuery', () => {
  it('keeps a revalidation with unchanged data from re-rendering the component', async () => {
    const renders = { selected: 0, whole: 0 };
    function Selected() {
      const trainers = useTrainersQuery(undefined, { selectFromResult: renderedQuery });
      renders.selected += 1;
      return <p>{trainers.data?.length ?? 'lädt'} Trainer</p>;
    }
    function Whole() {
      const trainers = useTrainersQuery();
      renders.whole += 1;
      return <p>{trainers.data?.length ?? 'lädt'} Trainer (alles)</p>;
    }
    const store = makeStore();
    const view = render(
      <AppProviders store={store}>
        <Selected />
        <Whole />
      </AppProviders>,
    );
    await waitFor(() => expect(view.getAllByText(/^\d+ Trainer/)).toHaveLength(2));
    const before = { ...renders };

    // The test's own request, from outside React: the store notifies the components (in an animation frame) while it
    // runs, so it runs inside act().
    const revalidation = store.dispatch(catalogApi.endpoints.trainers.initiate(undefined, { forceRefetch: true }));
    await act(async () => {
      await revalidation;
    });
    revalidation.unsubscribe();
    await waitFor(() => expect(renders.whole).toBeGreaterThan(before.whole));

    expect(renders.selected).toBe(before.selected);
    expect(view.getAllByText(/^\d+ Trainer/)).toHaveLength(2);
    view.unmount();
    store.stopSagas();
  });
});
