// A link's QR code as a file: the PNG from its canvas, the SVG from its vector drawing. Data
// URLs rather than object URLs: a QR code is a few kilobytes and needs nothing revoked after.

function saveDataUrl(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Saves the first canvas under `box` as `fileName` (.png); answers whether there was one to save. */
export function saveQrPng(box: HTMLElement | null, fileName: string): boolean {
  const canvas = box?.querySelector('canvas');
  if (!canvas) {
    return false;
  }
  saveDataUrl(canvas.toDataURL('image/png'), fileName);
  return true;
}

/** Saves the first svg under `box` as a standalone file `fileName` (.svg); answers whether there was one. */
export function saveQrSvg(box: HTMLElement | null, fileName: string): boolean {
  const svg = box?.querySelector('svg');
  if (!svg) {
    return false;
  }
  const copy = svg.cloneNode(true) as SVGSVGElement;
  // A file opened on its own needs the namespace the page's inline svg does without.
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
  saveDataUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`, fileName);
  return true;
}
