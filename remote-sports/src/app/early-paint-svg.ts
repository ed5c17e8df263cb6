import { SPORT_ICON_STROKE, sportIconPaths } from '../components/sport-icon/sport-icon-paths';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An svg element with its attributes (the HTML helper, domElement, cannot make one). */
export function svgElement<K extends keyof SVGElementTagNameMap>(
  doc: Document,
  tag: K,
  attrs: Readonly<Record<string, string>>,
): SVGElementTagNameMap[K] {
  const el = doc.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  return el;
}

/** An icon of one filled path on the 24×24 grid, as OddsButton's lock and the ticker's megaphone. */
export function pathIcon(
  doc: Document,
  d: string,
  attrs: Readonly<Record<string, string>>,
): SVGSVGElement {
  const svg = svgElement(doc, 'svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true', ...attrs });
  svg.append(svgElement(doc, 'path', { fill: 'currentColor', d }));
  return svg;
}

/** SportIcon's svg (size 18, as the chips draw it). */
export function sportIcon(doc: Document, sportId: number, active: boolean): SVGSVGElement {
  const svg = svgElement(doc, 'svg', {
    width: '18',
    height: '18',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': String(SPORT_ICON_STROKE),
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
    'data-sport-icon': String(sportId),
    'data-state': active ? 'active' : 'inactive',
  });
  for (const p of sportIconPaths(sportId, active)) {
    const path = svgElement(doc, 'path', { d: p.d });
    if (p.fill !== undefined) path.setAttribute('fill', p.fill);
    if (p.stroke !== undefined) path.setAttribute('stroke', p.stroke);
    if (p.strokeWidth !== undefined) path.setAttribute('stroke-width', String(p.strokeWidth));
    svg.append(path);
  }
  return svg;
}
