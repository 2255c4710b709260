import { useState } from 'preact/hooks';
import { backupFileName, exportBackup, importBackup, tooLong } from '../kinds/backup';
import { storageFailure } from '../storage/failures';
import { t } from '../words/index';

/**
 * Export all and Import, for moving everything to another device or browser. The file is downloaded
 * through an `<a download>` of a Blob URL, which needs no permission beyond `storage`.
 */

export function BackupPanel(props: { onImported: () => void }) {
  const [said, setSaid] = useState<{ readonly text: string; readonly error: boolean } | null>(null);
  const download = async () => {
    const exported = new Date().toISOString();
    let text: string;
    try {
      text = await exportBackup(exported);
    } catch (problem) {
      setSaid({ text: storageFailure(t('backup.nothingSaved'), problem, 'plain'), error: true });
      return;
    }
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = backupFileName(exported);
    link.click();
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setSaid({ text: t('backup.saved', { file: link.download }), error: false });
  };
  const load = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // Cleared, so that choosing the same file again (after fixing it) imports it again.
    input.value = '';
    if (file === undefined) return;
    const long = tooLong(file.size);
    // importBackup says what storage refused; reading the file itself can fail too (moved, unreadable),
    // said in the same words.
    const done =
      long !== null
        ? { ok: false as const, error: long }
        : await file.text().then(importBackup, (problem: unknown) => ({
            ok: false as const,
            error: storageFailure(t('backup.notReadFile'), problem, { after: '' }),
          }));
    setSaid(
      done.ok
        ? { text: done.value, error: false }
        : { text: t('backup.notImported', { file: file.name, reason: done.error }), error: true },
    );
    if (done.ok) props.onImported();
  };
  return (
    <div class="stack">
      <div class="row wrap">
        <button type="button" onClick={() => void download()}>
          {t('backup.export')}
        </button>
        <label class="file">
          {t('backup.import')}
          <input type="file" accept=".json,application/json" onChange={(e) => void load(e.currentTarget)} />
        </label>
      </div>
      <output aria-live="polite" class={said?.error ? 'status error' : 'status'}>
        {said?.text}
      </output>
      {said === null && <p class="hint">{t('backup.hint')}</p>}
    </div>
  );
}
