/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { type FormEvent, act } from 'react';
import { useForm } from 'react-hook-form';
import type { SalesServiceAreas } from '../../../lib/sales-service-areas';
import { chooseIn, clickOn, renderInApp, unmountApp } from '../../../testing/render-in-app';
import { FormAreaFields } from '../form-area-fields';
import { FormChoiceField } from '../form-choice-field';
import { FormDialog } from '../form-dialog';
import { FormFieldGrid } from '../form-field-grid';
import { DialogSaveActions } from '../dialog-save-actions';
import { FormSaveBar } from '../form-save-bar';

afterEach(unmountApp);

const BLANK: SalesServiceAreas = { dealer_sales_region: '', sale_area_code: '', dealer_service_region: '', service_area_code: '' };

let values: () => SalesServiceAreas = () => BLANK;

function AreasForm({ initial, emptyLabel, error }: { initial: SalesServiceAreas; emptyLabel?: string; error?: string }) {
  const form = useForm<SalesServiceAreas>({ defaultValues: initial, errors: error ? { sale_area_code: { type: 'server', message: error } } : undefined });
  values = form.getValues;
  return (
    <FormFieldGrid>
      <FormAreaFields control={form.control} labelOf={(field) => `label ${field}`} areaHint="Choose the region first" regionRequired areaRequired={false} emptyLabel={emptyLabel} />
    </FormFieldGrid>
  );
}

describe('the sales and service areas of a form', () => {
  it('names each box after its field, and offers an area only once its region is chosen', async () => {
    const page = await renderInApp(<AreasForm initial={BLANK} emptyLabel="Not chosen" />);
    expect([...page.querySelectorAll('input[name]')].map((input) => input.getAttribute('name'))).toEqual(['dealer_sales_region', 'sale_area_code', 'dealer_service_region', 'service_area_code']);
    expect(page.textContent).toContain('Choose the region first');
    expect([...page.querySelectorAll('.MuiInputLabel-root')].map((label) => label.textContent?.replace(/\s+/g, ' '))).toEqual(['label dealer_sales_region *', 'label sale_area_code', 'label dealer_service_region *', 'label service_area_code']);
  });

  it('lets go of an area that does not lie in the newly chosen region, and keeps the other pair', async () => {
    const page = await renderInApp(<AreasForm initial={{ dealer_sales_region: 'Region3', sale_area_code: 'R3-1', dealer_service_region: 'Region1', service_area_code: 'R1-1' }} />);
    await chooseIn(page, 'label dealer_sales_region', 'Region2');
    expect(values()).toEqual({ dealer_sales_region: 'Region2', sale_area_code: '', dealer_service_region: 'Region1', service_area_code: 'R1-1' });
    await chooseIn(page, 'label sale_area_code', 'R2-1');
    expect(values().sale_area_code).toBe('R2-1');
  });

  it('shows a field’s message in the language of the page', async () => {
    const page = await renderInApp(<AreasForm initial={{ ...BLANK, dealer_sales_region: 'Region3' }} error="errors.field.required" />, { language: 'th-TH' });
    expect(page.textContent).toContain('กรุณากรอกข้อมูล');
  });
});

describe('the save buttons of a form', () => {
  it('cancel, and send the form with Save; neither answers while the form is sent', async () => {
    const heard: string[] = [];
    const send = (event: FormEvent) => {
      event.preventDefault();
      heard.push('sent');
    };
    const page = await renderInApp(
      <form onSubmit={send}>
        <FormSaveBar saveLabel="Save dealer" onCancel={() => heard.push('cancelled')} busy={false} />
      </form>,
    );
    expect([...page.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Cancel', 'Save dealer']);
    await clickOn(page, 'button', 'Cancel');
    await clickOn(page, 'button', 'Save dealer');
    expect(heard).toEqual(['cancelled', 'sent']);
    await unmountApp();
    const busy = await renderInApp(<FormSaveBar saveLabel="Save dealer" onCancel={() => undefined} busy />, { language: 'th-TH' });
    expect([...busy.querySelectorAll('button')].map((button) => [button.textContent, button.disabled])).toEqual([
      ['ยกเลิก (Cancel)', true],
      ['Save dealer', true],
    ]);
  });

  it('hold Save back while something else is wrong, and stay in reach where asked', async () => {
    const page = await renderInApp(
      <DialogSaveActions saveLabel="Save note" onCancel={() => undefined} busy={false} saveBlocked sticky />,
    );
    const [cancel, save] = [...page.querySelectorAll('button')];
    expect([cancel.disabled, save.disabled]).toEqual([false, true]);
    expect(getComputedStyle(save.parentElement as HTMLElement).position).toBe('sticky');
  });
});

describe('a drop-down bound to a form', () => {
  function StatusForm({ error }: { error?: string }) {
    const form = useForm<{ status: string }>({ defaultValues: { status: 'normal' }, errors: error ? { status: { type: 'server', message: error } } : undefined });
    values = form.getValues as unknown as () => SalesServiceAreas;
    return <FormChoiceField control={form.control} name="status" label="Status" choices={[{ value: 'normal', label: 'Open' }, { value: 'closed', label: 'Closed' }]} required helperText="Closed branches take no tickets" />;
  }

  it('holds the form’s value under the field’s name and writes the choice back', async () => {
    const page = await renderInApp(<StatusForm />);
    expect(page.querySelector('input[name="status"]')?.getAttribute('value')).toBe('normal');
    expect(page.textContent).toContain('Closed branches take no tickets');
    await chooseIn(page, 'Status', 'closed');
    expect(values()).toEqual({ status: 'closed' });
  });

  it('shows the field’s message, translated, instead of its hint', async () => {
    const page = await renderInApp(<StatusForm error="errors.field.required" />);
    expect(page.textContent).toContain('Please fill in the data');
    expect(page.textContent).not.toContain('Closed branches take no tickets');
  });
});

describe('a form in a dialog', () => {
  it('is named by its title, sends its form with Save and cancels with Cancel', async () => {
    const heard: string[] = [];
    await renderInApp(
      <FormDialog
        open
        onDismiss={undefined}
        title="Add a note"
        formLabel="Note form"
        onSubmit={(event) => {
          event.preventDefault();
          heard.push('sent');
        }}
        saveLabel="Save note"
        onCancel={() => heard.push('cancelled')}
        busy={false}
      >
        <input aria-label="Note" />
      </FormDialog>,
    );
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Add a note');
    expect(dialog.querySelector('form')?.getAttribute('aria-label')).toBe('Note form');
    await act(async () => dialog.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    await clickOn(dialog, 'button', 'Cancel');
    expect(heard).toEqual(['sent', 'cancelled']);
  });
});
