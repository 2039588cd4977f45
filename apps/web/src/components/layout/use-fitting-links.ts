import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Room kept free beside the last link, for the rounding of a rendered text against its measure (the
 * widths are summed unrounded: rounding each up cost the English admin bar its last link at 1280 px).
 */
const SLACK_PX = 2;
/** The More button's chevron and its gap to the label (size-4 and gap-1 in MoreMenu). */
const MORE_ICON_PX = 20;

let canvas: HTMLCanvasElement | null = null;

/** The width a label takes in `font`, from the text itself rather than a rendered copy of the link. */
function textWidth(label: string, font: string): number {
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return 0;
  context.font = font;
  return context.measureText(label).width;
}

/** How many of `widths` fit in `room` one after another, leaving space for the More button when any do not. */
export function fittingCount(widths: readonly number[], gap: number, room: number, moreWidth: number): number {
  const total = (count: number) => widths.slice(0, count).reduce((sum, width) => sum + width + gap, 0);
  if (total(widths.length) - gap <= room) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && total(count) + moreWidth > room) count -= 1;
  return count;
}

/**
 * The number of the bar's links that fit beside its other parts (issue 48: the German, French and
 * Spanish names ran under the bell). The room is the links' box, watched with a ResizeObserver; each
 * label is measured in the links' own font, so any language and any width is answered the same way,
 * without a breakpoint per language. Font and padding are read from an item the box holds (a link or
 * More: one of them is always there), marked data-nav-item.
 */
export function useFittingLinks(
  box: RefObject<HTMLElement | null>,
  labels: readonly string[],
  moreLabel: string,
): number {
  const [count, setCount] = useState(labels.length);
  const labelsKey = labels.join('\n');

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element.querySelector('[data-nav-item]') ?? element);
      const font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const padding = parseFloat(style.paddingLeft || '0') + parseFloat(style.paddingRight || '0');
      const gap = parseFloat(getComputedStyle(element).columnGap) || 0;
      const widths = labelsKey.split('\n').map((label) => textWidth(label, font) + padding);
      const moreWidth = textWidth(moreLabel, font) + padding + MORE_ICON_PX;
      setCount(fittingCount(widths, gap, element.clientWidth - SLACK_PX, moreWidth));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // A font that arrives after the first paint changes every width.
    document.fonts?.addEventListener('loadingdone', measure);
    return () => {
      observer.disconnect();
      document.fonts?.removeEventListener('loadingdone', measure);
    };
  }, [box, labelsKey, moreLabel]);

  return Math.min(count, labels.length);
}
