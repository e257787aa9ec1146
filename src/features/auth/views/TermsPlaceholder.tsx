// Sign-up's terms while they load: rows built like the real ones (a ticked-box line and a 'Read' line), so the fields
// below stay where they are when the terms arrive (CLS). Inert: nothing in it can be reached or read.
const ROWS = 3; // the terms a world usually has (the reference API seeds three); more only push content below the fold

export function TermsPlaceholder() {
  return (
    <>
      {Array.from({ length: ROWS }, (_, i) => (
        // Each row is its own item of the fieldset's grid, so the gaps between rows match too.
        <div key={i} className="term" inert aria-hidden="true">
          <label>
            <input type="checkbox" disabled /> <span className="ds-skeleton ds-skeleton-text term-placeholder" />
          </label>
          <details>
            <summary>
              <span className="ds-skeleton ds-skeleton-text term-placeholder term-placeholder-short" />
            </summary>
          </details>
        </div>
      ))}
    </>
  );
}
