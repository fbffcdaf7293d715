import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import { DEVANAGARI_FAMILY, FONT_FAMILY } from './pdf-styles';

const require = createRequire(import.meta.url);

// Local files only: the renderer reads these from disk and is never given a URL, so nothing a user
// types can make it fetch anything.
Font.register({
  family: FONT_FAMILY,
  fonts: [
    { src: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf') },
    { src: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'), fontWeight: 'bold' },
  ],
});
Font.register({
  family: DEVANAGARI_FAMILY,
  fonts: [
    {
      src: require.resolve(
        '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
      ),
    },
    {
      src: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
      fontWeight: 'bold',
    },
  ],
});

/** Breaks only long unbroken runs (e-mail addresses, URLs), never a name, into pieces that may wrap. */
const LONGEST_UNBROKEN = 24;
Font.registerHyphenationCallback((word) =>
  word.length > LONGEST_UNBROKEN ? (word.match(/.{1,12}/gu) ?? [word]) : [word],
);
