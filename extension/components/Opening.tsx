import { t } from '../words/index';

/**
 * What the popup says of a part loaded on first use whose file would not load (the extension updated
 * while the popup was open): opening the popup again loads the files of the build now installed.
 */
export const notLoaded = (): string => t('common.notLoaded');

/**
 * What a view shows until what it keeps has been read: Loading…, or, when the browser's storage refused
 * the read, why, so that a tab is never left on Loading… for good.
 */
export function Opening(props: { failure: string | null; loading?: string }) {
  return props.failure === null ? (
    <p>{props.loading ?? t('common.loading')}</p>
  ) : (
    <p role="alert" class="status error">
      {props.failure}
    </p>
  );
}
