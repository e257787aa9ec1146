// The showcase's foundations: type scale, colour tokens of the shown theme with their measured contrast, spacing,
// elevation, the focus ring, motion and touch targets; what every component is built from (docs/design-system.md).
import { useEffect, useRef, useState } from 'react';
import { contrastRatio } from '../styles/contrast';
import './showcaseFoundations.css';

// Sample content for developers, like the rest of the showcase: not in the catalogs.
const TYPE_SCALE = ['2xl', 'xl', 'lg', 'md', 'sm', 'xs'] as const;
const SPACES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
const ELEVATIONS = ['card', 'popover', 'dialog'] as const;
/** [foreground token, background token]: the text pairs the themes are checked for (tests/unit/themeContrast.test.ts). */
const PAIRS: [string, string][] = [
  ['--fg', '--bg'],
  ['--fg', '--card'],
  ['--muted', '--card'],
  ['--color-on-primary', '--color-primary'],
  ['--color-danger', '--card'],
  ['--color-success', '--card'],
];

/** Each pair's ratio as the browser resolves the theme around `el` (nothing before the first paint). */
function useRatios(theme: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [ratios, setRatios] = useState<string[]>([]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const style = getComputedStyle(el);
    const read = (name: string) => style.getPropertyValue(name).trim();
    try {
      setRatios(PAIRS.map(([fg, bg]) => `${contrastRatio(read(fg), read(bg)).toFixed(1)}:1`));
    } catch {
      // A renderer without computed custom properties (the unit tests' DOM): the swatches show without numbers.
      setRatios([]);
    }
  }, [theme]);
  return { ref, ratios };
}

export function ShowcaseFoundations({ theme }: { theme: string }) {
  const { ref, ratios } = useRatios(theme);
  return (
    <section className="ds-showcase-foundations" aria-labelledby="ds-foundations">
      <h2 id="ds-foundations">Foundations</h2>
      <h3>Type scale</h3>
      {TYPE_SCALE.map((size) => (
        <p key={size} style={{ fontSize: `var(--font-size-${size})`, margin: 'var(--space-2) 0' }}>
          {`--font-size-${size}: LAND staking season 4 opens`}
        </p>
      ))}
      <h3>Colour and contrast ({theme})</h3>
      <div ref={ref} className="ds-showcase-swatches">
        {PAIRS.map(([fg, bg], i) => (
          <div key={`${fg}${bg}`} className="ds-showcase-swatch" style={{ color: `var(${fg})`, background: `var(${bg})` }}>
            <span>{`${fg} on ${bg}`}</span>
            <strong>{ratios[i] ?? ''}</strong>
          </div>
        ))}
      </div>
      <h3>Spacing</h3>
      <div className="ds-showcase-spaces">
        {SPACES.map((n) => (
          <span key={n} title={`--space-${n}`} style={{ width: `var(--space-${n})`, height: `var(--space-${n})` }} />
        ))}
      </div>
      <h3>Elevation</h3>
      <div className="ds-showcase-row">
        {ELEVATIONS.map((e) => (
          <div key={e} className="ds-showcase-elevation" style={{ boxShadow: `var(--elevation-${e})` }}>
            {e}
          </div>
        ))}
      </div>
      <h3>Focus, motion and touch</h3>
      <p>
        Tab here: <a href="#ds-foundations">a link with the focus ring</a>. Under prefers-reduced-motion transitions are off, the skeleton stops shimmering and
        spinners slow down. On phones every control is at least 44 px high.
      </p>
    </section>
  );
}
