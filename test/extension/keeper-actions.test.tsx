// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ChicagoView } from '../../extension/kinds/chicago/ChicagoView';
import { chicagoKeeper } from '../../extension/kinds/chicago/kind';
import { rubberKeeper } from '../../extension/kinds/rubber/kind';
import { RubberView } from '../../extension/kinds/rubber/RubberView';
import { DEFAULT_OPTIONS, printJobItem } from '../../extension/storage/items';

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
});

afterEach(() => {
  vi.restoreAllMocks();
});

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function addHand(text: string) {
  const field = (await screen.findByRole('textbox', { name: 'Contract and result' })) as HTMLInputElement;
  fireEvent.input(field, { target: { value: text } });
  fireEvent.submit(field.form as HTMLFormElement);
}

describe('Print and CSV under a keeper', () => {
  it('are off while there is nothing to print', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    await screen.findByRole('textbox', { name: 'Contract and result' });
    expect(button('Print').disabled).toBe(true);
    expect(button('CSV').disabled).toBe(true);
  });

  it('Print stores the rubber in play as the print job and opens the print page', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    await addHand('4H=');
    await waitFor(() => expect(button('Print').disabled).toBe(false));
    fireEvent.click(button('Print'));
    await waitFor(async () =>
      expect((await fakeBrowser.tabs.query({})).map((tab) => tab.url)).toContain(
        'chrome-extension://test-extension-id/print.html',
      ),
    );
    const job = (await printJobItem.getValue()) as { kind: string; session: { events: unknown[] } };
    expect(job.kind).toBe('rubber');
    expect(job.session.events).toEqual([
      { type: 'hand', side: 'We', contract: { level: 4, strain: 'H', doubling: '', result: 0 } },
    ]);
  });

  it('CSV saves the Chicago in play as a file', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    render(<ChicagoView keeper={chicagoKeeper(DEFAULT_OPTIONS)} />);
    await addHand('4S=');
    await waitFor(() => expect(button('CSV').disabled).toBe(false));
    fireEvent.click(button('CSV'));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^chicago-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
  });
});
