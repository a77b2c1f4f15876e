/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import TextField from '@mui/material/TextField';
import { act, useState } from 'react';
import { useSearchTexts } from '../../../lib/hooks/use-search-texts';
import type { SalesServiceAreas } from '../../../lib/sales-service-areas';
import { chooseIn, clickOn, renderInApp, unmountApp } from '../../../testing/render-in-app';
import { AreaFilterFields } from '../area-filter-fields';
import { SearchButtons, SearchForm } from '../search-form';

afterEach(unmountApp);

interface Params extends SalesServiceAreas {
  code: string;
  name: string;
}

const NONE: Params = { code: '', name: '', dealer_sales_region: '', sale_area_code: '', dealer_service_region: '', service_area_code: '' };
const TEXTS = ['code', 'name'] as const;
let applied: Params = NONE;
let setApplied: (next: Params) => void = () => undefined;

/** A list's search as the dealer and user lists have it: texts on Search, choices at once. */
function Search() {
  const [params, setParams] = useState(NONE);
  applied = params;
  setApplied = setParams;
  const { texts, setText, trimmed, clear } = useSearchTexts(params, TEXTS);
  const change = (patch: Partial<Params>) => setParams({ ...params, ...patch });
  return (
    <SearchForm
      label="Find"
      onSearch={() => change(trimmed())}
      footer={
        <SearchButtons
          searchLabel="Search"
          clearLabel="Clear"
          onClear={() => {
            clear();
            setParams(NONE);
          }}
          sx={{ mt: 2 }}
        />
      }
    >
      {TEXTS.map((field) => (
        <TextField key={field} label={field} value={texts[field]} onChange={(event) => setText(field, event.target.value)} />
      ))}
      <AreaFilterFields value={params} onChange={change} labelOf={(field) => `label ${field}`} emptyLabel="Any" />
    </SearchForm>
  );
}

/** A text box, by its label. */
const box = (page: HTMLElement, label: string) => [...page.querySelectorAll('input')].find((input) => input.closest('.MuiFormControl-root')?.querySelector('label')?.textContent === label) as HTMLInputElement;
const boxes = (page: HTMLElement) => TEXTS.map((field) => box(page, field).value);

async function type(page: HTMLElement, label: string, text: string) {
  const input = box(page, label);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('a list’s search form', () => {
  it('is a named search landmark whose texts apply, trimmed, on Search and not while typed', async () => {
    const page = await renderInApp(<Search />);
    expect(page.querySelector('form[role="search"]')?.getAttribute('aria-label')).toBe('Find');
    await type(page, 'code', ' D0005 ');
    expect(applied.code).toBe('');
    await clickOn(page, 'button', 'Search');
    expect(applied.code).toBe('D0005');
  });

  it('shows the texts the address brings (back, a shared link), and empties them on Clear', async () => {
    const page = await renderInApp(<Search />);
    await act(async () => setApplied({ ...NONE, name: 'Siam' }));
    expect(boxes(page)).toEqual(['', 'Siam']);
    await type(page, 'code', 'D1');
    await clickOn(page, 'button', 'Clear');
    expect(boxes(page)).toEqual(['', '']);
    expect(applied).toEqual(NONE);
  });

  it('filters by sales and service region and area at once, each area inside its region', async () => {
    const page = await renderInApp(<Search />);
    await chooseIn(page, 'label dealer_service_region', 'Region4');
    expect(applied.dealer_service_region).toBe('Region4');
    await chooseIn(page, 'label service_area_code', 'R4-2');
    expect(applied).toEqual({ ...NONE, dealer_service_region: 'Region4', service_area_code: 'R4-2' });
  });
});
