/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router';
import { type ListAddress, useListAddress } from '../use-list-address';

interface Params {
  q: string;
  page: number;
}

const ADDRESS: ListAddress<Params> = {
  read: (search) => ({ q: search.get('q') ?? '', page: Number(search.get('page') ?? 1) }),
  write: (params) => new URLSearchParams({ ...(params.q ? { q: params.q } : {}), ...(params.page > 1 ? { page: String(params.page) } : {}) }),
  // A new filter starts again at page 1, as the lists' own rules do.
  change: (current, patch) => ({ ...current, ...patch, page: patch.page ?? 1 }),
};

let seen: { params: Params; change: (patch: Partial<Params>) => void; search: string } | null = null;

function List() {
  const [params, change] = useListAddress(ADDRESS);
  seen = { params, change, search: useLocation().search };
  return null;
}

let root: Root | undefined;

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  seen = null;
});

describe('a list kept in its address', () => {
  it('reads the list from the address and writes each change through the list rules', async () => {
    root = createRoot(document.createElement('div'));
    await act(async () =>
      root?.render(
        <MemoryRouter initialEntries={['/list?q=nissan&page=3']}>
          <List />
        </MemoryRouter>,
      ),
    );
    expect(seen?.params).toEqual({ q: 'nissan', page: 3 });
    await act(async () => seen?.change({ page: 4 }));
    expect(seen?.search).toBe('?q=nissan&page=4');
    await act(async () => seen?.change({ q: 'siam' }));
    expect(seen?.params).toEqual({ q: 'siam', page: 1 });
    expect(seen?.search).toBe('?q=siam');
  });
});
