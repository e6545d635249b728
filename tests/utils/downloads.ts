/**
 * jsdom has no object URLs, and every download of the app (calendar file, invoice PDF, CSV, data export) goes
 * through one. Installs stand-ins and returns the files offered, in order.
 */
export function captureDownloads(): Blob[] {
  const files: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    files.push(blob);
    return `blob:test/${files.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  return files;
}
