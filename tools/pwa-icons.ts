/**
 * Writes the app's install icons (web/public/icons) from the ledger-book mark: `npm run pwa-icons`.
 * The PNGs are committed; run this again only when the mark changes.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const MARK = (inset: number) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${inset > 0 ? 0 : 14}" fill="#0f766e"/>
  <g transform="translate(${inset} ${inset}) scale(${(64 - 2 * inset) / 64})">
    <path d="M22 14h20a5 5 0 0 1 5 5v26a5 5 0 0 1-5 5H22z" fill="#ffffff"/>
    <rect x="17" y="14" width="9" height="36" rx="2.5" fill="#f59e0b"/>
    <path d="M31 25h10M31 32h10M31 39h6" stroke="#0f766e" stroke-width="3.2" stroke-linecap="round"/>
  </g>
</svg>`;

const directory = path.resolve('web/public/icons');
mkdirSync(directory, { recursive: true });
// A maskable icon keeps its drawing inside the middle 80 %: launchers cut the rest to their shape.
const icons = [
  { name: 'icon-192.png', size: 192, inset: 0 },
  { name: 'icon-512.png', size: 512, inset: 0 },
  { name: 'maskable-512.png', size: 512, inset: 8 },
  { name: 'apple-touch-icon.png', size: 180, inset: 4 },
];
for (const icon of icons) {
  await sharp(Buffer.from(MARK(icon.inset)))
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(directory, icon.name));
}
console.info(`wrote ${icons.length} icons to ${directory}`);
