/** The widths the canvas draws the page at: a visitor's desktop, tablet and phone. */
export const DEVICES = [
  { id: 'desktop', label: 'Desktop', width: 1280 },
  { id: 'tablet', label: 'Tablet', width: 768 },
  { id: 'phone', label: 'Phone', width: 375 },
] as const;

export type DeviceId = (typeof DEVICES)[number]['id'];

export function deviceWidth(id: DeviceId): number {
  return DEVICES.find((d) => d.id === id)?.width ?? 1280;
}

/**
 * How much a page drawn `pageWidth` px wide must shrink to fit `available` px: never enlarged,
 * and drawn as it is while there is no room measured yet.
 */
export function fitScale(pageWidth: number, available: number): number {
  if (available <= 0 || pageWidth <= 0) return 1;
  return Math.min(1, available / pageWidth);
}
