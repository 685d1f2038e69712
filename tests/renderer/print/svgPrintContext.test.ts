import { describe, expect, it } from 'vitest';
import {
  SvgPath,
  svgPrintContext,
  type MeasureText,
} from '../../../renderer/src/print/vector/svgPrintContext';

/** Fixed metrics: 1 unit a character, and the alphabetic baseline 8 units below a "top" line, 3 below "middle". */
const measure: MeasureText = {
  width: (_font, text) => text.length,
  toAlphabetic: (_font, _text, baseline) => (baseline === 'top' ? 8 : baseline === 'middle' ? 3 : 0),
};

describe('svgPrintContext (issue 31)', () => {
  it('puts what is drawn after beginLayer into that Inkscape layer, in order, leaving out empty layers', () => {
    const ctx = svgPrintContext(100, 50, measure);
    ctx.beginLayer?.('Terrain');
    ctx.fillStyle = '#123456';
    ctx.fillRect(0, 0, 10, 10);
    ctx.beginLayer?.('Empty');
    ctx.beginLayer?.('Labels');
    ctx.fillText('Aln', 5, 5);
    const svg = ctx.svg(200, 100, 'Map & more');
    expect(svg).toContain('width="200mm" height="100mm" viewBox="0 0 100 50"');
    expect(svg).toContain('<title>Map &amp; more</title>');
    const labels = [...svg.matchAll(/inkscape:label="([^"]+)"/g)].map((m) => m[1]);
    expect(labels).toEqual(['Terrain', 'Labels']);
    expect(svg.indexOf('fill="#123456"')).toBeLessThan(svg.indexOf('inkscape:label="Labels"'));
  });

  it('writes each element with the transform and clip in force when it was drawn', () => {
    const ctx = svgPrintContext(100, 100, measure);
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, 0, 10, 10);
    ctx.clip();
    ctx.translate(5, 6);
    ctx.scale(2, 2);
    const path = new SvgPath();
    path.moveTo(0, 0);
    path.lineTo(1, 1);
    ctx.strokeStyle = 'red';
    ctx.lineWidth = 0.5;
    ctx.stroke(path);
    ctx.restore();
    ctx.fillRect(1, 2, 3, 4);
    const svg = ctx.svg(10, 10, 't');
    expect(svg).toContain(
      '<clipPath id="clip1" clipPathUnits="userSpaceOnUse"><path d="M0 0H10V10H0Z"/></clipPath>',
    );
    expect(svg).toMatch(
      /<g clip-path="url\(#clip1\)">\n<path d="M0 0L1 1" fill="none" stroke="red" stroke-width="0.5" transform="matrix\(2 0 0 2 5 6\)"\/>\n<\/g>/,
    );
    // After restore: no clip, no transform.
    expect(svg).toContain('</g>\n<rect x="1" y="2" width="3" height="4" fill="#000000"/>');
  });

  it('writes text on the alphabetic baseline the canvas measures, and squeezes text wider than maxWidth', () => {
    const ctx = svgPrintContext(100, 100, measure);
    ctx.font = '600 4px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    ctx.fillText('Ford', 10, 20);
    ctx.textBaseline = 'middle';
    ctx.fillText('Long name', 10, 20, 5);
    const svg = ctx.svg(10, 10, 't');
    expect(svg).toContain(
      '<text x="10" y="28" font-family="system-ui, sans-serif" font-size="4" font-weight="600" text-anchor="middle" fill="#000000" xml:space="preserve">Ford</text>',
    );
    expect(svg).toContain('y="23"');
    expect(svg).toContain('textLength="5" lengthAdjust="spacingAndGlyphs"');
  });

  it('draws arcs as Canvas does: a backwards sweep wraps round, so the anticlockwise full circle is whole', () => {
    const whole = new SvgPath();
    whole.arc(0, 0, 1, 0, 2 * Math.PI, true);
    // Four quarter arcs, anticlockwise (sweep flag 0), back to the start.
    expect(whole.d.match(/A1 1 0 0 0/g)).toHaveLength(4);
    expect(whole.d.endsWith('1 0')).toBe(true);
    const half = new SvgPath();
    half.arc(0, 0, 2, Math.PI, 2 * Math.PI);
    expect(half.d).toBe('M-2 0A2 2 0 0 1 0 -2A2 2 0 0 1 2 0');
  });
});
