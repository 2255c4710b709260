import { firstOf } from '../../core/base/words';
import type { TeamsFiles as Files } from '../teams-evening/files';
import { t } from './words';

/** A text as a file the browser saves. */
const href = (text: string, type: string) => URL.createObjectURL(new Blob([text], { type }));

/**
 * The files a teams evening's end offers beside its results page: the USEBIO file for the federation, the
 * PBN file when boards were entered by board, and who the USEBIO file names without a national number.
 * Each is named as the page is (`teams-results.html` gives `teams-results.xml`).
 */
export function TeamsFiles(props: { files: Files; fileName: string }) {
  const base = props.fileName.replace(/\.html$/, '');
  const { files } = props;
  return (
    <>
      <a href={href(files.usebio, 'application/xml')} download={`${base}.xml`}>
        {t('teams.saveUsebio')}
      </a>
      {files.pbn !== undefined && (
        <a href={href(files.pbn, 'application/octet-stream')} download={`${base}.pbn`}>
          {t('teams.savePbn')}
        </a>
      )}
      {files.unnumbered.length > 0 && (
        <p class="note">
          {t('teams.noNumbers', {
            count: files.unnumbered.length,
            players: firstOf(
              files.unnumbered.map((name) => `"${name}"`),
              10,
            ),
          })}
        </p>
      )}
    </>
  );
}
