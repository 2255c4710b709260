// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackupPanel } from '../../extension/views/BackupPanel';

beforeEach(() => {
  fakeBrowser.reset();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the backup panel says what storage refused (review finding 6)', () => {
  it('Export all, when storage cannot be read: a message, not silence', async () => {
    vi.spyOn(fakeBrowser.storage.local, 'get').mockRejectedValue(new Error('storage is not available'));
    render(<BackupPanel onImported={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export all' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Nothing was saved: storage is not available'),
    );
  });

  it('Import, when the history cannot be written: the file’s name and why', async () => {
    const set = fakeBrowser.storage.local.set.bind(fakeBrowser.storage.local);
    vi.spyOn(fakeBrowser.storage.local, 'set').mockImplementation(async (items) => {
      if ('history' in items) throw new Error('QUOTA_BYTES quota exceeded');
      return set(items);
    });
    const imported = vi.fn();
    const { container } = render(<BackupPanel onImported={imported} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const text = JSON.stringify({ format: 'bridge-scorer/backup', version: 1, history: [], current: {} });
    const file = new File([text], 'moved.json', { type: 'application/json' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    fireEvent.change(input);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'moved.json was not imported: it could not be stored (QUOTA_BYTES quota exceeded); nothing here was changed',
      ),
    );
    expect(imported).not.toHaveBeenCalled();
  });
});
