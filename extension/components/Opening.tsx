/**
 * What a view shows until what it keeps has been read: Loading…, or, when the browser's storage refused
 * the read, why, so that a tab is never left on Loading… for good.
 */
export function Opening(props: { failure: string | null; loading?: string }) {
  return props.failure === null ? (
    <p>{props.loading ?? 'Loading…'}</p>
  ) : (
    <p role="alert" class="status error">
      {props.failure}
    </p>
  );
}
