import { MAX_UPWARD_PX, categoryTickLayout, fitLabel, tickLineHeight } from '../category-ticks';

/** A fixed-width stand-in for the browser's text measure: 7 px a character. */
const measure = (text: string) => text.length * 7;

describe('categoryTickLayout', () => {
  // 12 px font: a line is 15 px high; labels need a slot of their width + 6 px to sit across.
  it.each([
    ['4 short labels on a laptop', 1200, [40, 50, 60, 45], { angle: 0, interval: 0, maxLabelPx: 294, height: 27 }],
    ['13 areas on a laptop, each fits its slot', 1200, Array(13).fill(40), { angle: 0, interval: 0, maxLabelPx: 86, height: 27 }],
    ['7 regions on a phone: cut across, the slot still holds 64 px', 490, Array(7).fill(150), { angle: 0, interval: 0, maxLabelPx: 64, height: 27 }],
    ['7 regions on a phone, 300 px plot: upwards, every label', 300, Array(7).fill(150), { angle: -90, interval: 0, maxLabelPx: MAX_UPWARD_PX, height: 122 }],
    ['30 dealers on a phone (10 px a slot): upwards, every 3rd', 300, Array(30).fill(80), { angle: -90, interval: 2, maxLabelPx: 80, height: 92 }],
    ['60 dealers on a phone (5 px a slot): upwards, every 5th', 300, Array(60).fill(200), { angle: -90, interval: 4, maxLabelPx: MAX_UPWARD_PX, height: 122 }],
    ['a label exactly its slot less the gap sits across', 100, [94], { angle: 0, interval: 0, maxLabelPx: 94, height: 27 }],
    ['no labels', 300, [], { angle: 0, interval: 0, maxLabelPx: 0, height: 27 }],
    ['no width yet (not measured)', 0, [50], { angle: 0, interval: 0, maxLabelPx: 0, height: 27 }],
  ])('%s', (_case, plotWidth, labelWidths, layout) => {
    expect(categoryTickLayout({ plotWidth, labelWidths, fontSize: 12 })).toEqual(layout);
  });

  it('spaces upward labels at least a line and the gap apart, for every slot width', () => {
    for (let count = 1; count <= 80; count++) {
      const layout = categoryTickLayout({ plotWidth: 300, labelWidths: Array(count).fill(200), fontSize: 12 });
      const slot = 300 / count;
      const apart = slot * (layout.interval + 1);
      if (layout.angle === -90) expect(apart).toBeGreaterThanOrEqual(tickLineHeight(12) + 6);
      else expect(layout.maxLabelPx).toBeLessThanOrEqual(slot - 6);
    }
  });
});

describe('fitLabel', () => {
  it.each([
    ['fits whole', 'North', 35, 'North'],
    ['cut with an ellipsis', 'Bangkok and Vicinity', 70, 'Bangkok a…'],
    ['cut before a space', 'Bangkok and Vicinity', 63, 'Bangkok…'],
        ['nothing fits but the ellipsis', 'Northeast', 5, '…'],
    ['Thai marks stay with their letter', 'น้ำใจ', 4 * 7, 'น้ำ…'],
    ['a Thai letter is never cut from its marks', 'น้ำใจ', 4 * 7 - 1, '…'],
  ])('%s', (_case, text, maxPx, expected) => {
    const fitted = fitLabel(text, maxPx, measure);
    expect(fitted).toBe(expected);
  });
});
