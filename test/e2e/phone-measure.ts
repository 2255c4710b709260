// What a phone's layout must meet, measured inside the page: each function runs in the browser (passed to
// playwright's or puppeteer's evaluate, in Chromium or Firefox), so it uses nothing from outside itself.

/**
 * How far the page scrolls sideways (0 if not at all), with what sticks out past the screen's right
 * edge (the innermost such elements), as `8 px: BUTTON "Options"`.
 */
export function sidewaysHere(): 0 | string {
  const screen = document.documentElement.clientWidth;
  const by = document.documentElement.scrollWidth - screen;
  if (by <= 0) return 0;
  // Against the page's own width: a phone's layout viewport (innerWidth) grows with what overflows it.
  const out = [...document.querySelectorAll<HTMLElement>('body *')].filter(
    (el) => el.getBoundingClientRect().right > screen + 0.5,
  );
  const innermost = out.filter((el) => !out.some((other) => other !== el && el.contains(other)));
  return `${by} px: ${innermost.map((el) => `${el.tagName} ${JSON.stringify(el.textContent?.slice(0, 30))}`).join(', ')}`;
}

/** The tab bar's top and bottom, and the screen's height. */
export function tabBarHere(): { top: number; bottom: number; height: number } {
  const bar = document.querySelector('[role="tablist"]')?.getBoundingClientRect();
  return { top: bar?.top ?? 0, bottom: bar?.bottom ?? 0, height: window.innerHeight };
}

/**
 * What a finger meets on the page shown: every visible target under `least` × `least` CSS px, as
 * `role "name" w×h`, and a tab bar not at the foot of the screen (its top in the lowest fifth, its foot
 * at the screen's) where the page has one (`tabBar`). Sideways scrolling is sidewaysHere's.
 *
 * A target is what a tap lands on (WCAG 2.5.5): a checkbox or radio is its own box and its labels'
 * together, as a tap on either checks it; a file input hidden in its label is the label.
 */
export function tapProblemsHere({ least, tabBar }: { least: number; tabBar: boolean }): string[] {
  const found: string[] = [];
  const targets = 'button, a[href], input, select, textarea, summary, [role="tab"], [role="radio"], [tabindex="0"]';
  for (const el of document.querySelectorAll<HTMLElement>(targets)) {
    if (!el.checkVisibility({ opacityProperty: false, visibilityProperty: true })) continue;
    if (el.closest('.sr-only')) continue;
    const boxes = [el.getBoundingClientRect()];
    if (el instanceof HTMLInputElement) for (const label of el.labels ?? []) boxes.push(label.getBoundingClientRect());
    const shown = boxes.filter((box) => box.width > 0 && box.height > 0);
    if (shown.length === 0) continue;
    // The union of the boxes a tap on any of which reaches the element.
    const width = Math.max(...shown.map((box) => box.right)) - Math.min(...shown.map((box) => box.left));
    const height = Math.max(...shown.map((box) => box.bottom)) - Math.min(...shown.map((box) => box.top));
    if (width >= least - 0.5 && height >= least - 0.5) continue;
    const role = el.getAttribute('role') ?? (el instanceof HTMLInputElement ? `input[${el.type}]` : el.tagName);
    const name =
      el.getAttribute('aria-label') ?? (el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : el.textContent);
    found.push(
      `${role.toLowerCase()} ${JSON.stringify((name ?? '').trim().slice(0, 30))} ${width.toFixed(0)}×${height.toFixed(0)}`,
    );
  }
  if (!tabBar) return found;
  const bar = document.querySelector('[role="tablist"]')?.getBoundingClientRect();
  if (bar === undefined || bar.top < window.innerHeight * 0.8 || bar.bottom > window.innerHeight + 0.5)
    found.push(`tab bar at ${bar?.top}–${bar?.bottom} of ${window.innerHeight}`);
  return found;
}
