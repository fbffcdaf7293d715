import { StyleSheet } from '@react-pdf/renderer';

/** Registered by pdf-fonts.ts: the built-in PDF fonts have no ₹ and no accented names. */
export const FONT_FAMILY = 'DejaVu Sans';
/** What DejaVu Sans has no letters for: Hindi, and names typed in Devanagari. */
export const DEVANAGARI_FAMILY = 'Noto Sans Devanagari';

/** The web app's colours (web/src/app/theme.ts), in print-friendly greys around the brand teal. */
export const COLORS = {
  ink: '#1f2937',
  muted: '#6b7280',
  rule: '#d1d5db',
  band: '#f3f4f6',
  brand: '#0f766e',
  white: '#ffffff',
} as const;

/** Column widths of the item table in points; the item name takes what is left of the A4 width. */
/** The body text's size in points. */
const BODY_FONT_SIZE = 9;

export const COLUMN_WIDTHS = { index: 22, area: 64, price: 66, discount: 44, lateFee: 64, amount: 82 };

export const styles = StyleSheet.create({
  page: {
    // Each character in the first family that has it: Latin and ₹ in DejaVu, Devanagari in Noto.
    fontFamily: [FONT_FAMILY, DEVANAGARI_FAMILY],
    fontSize: BODY_FONT_SIZE,
    color: COLORS.ink,
    paddingTop: 36,
    paddingBottom: 60,
    paddingHorizontal: 36,
  },
  row: { flexDirection: 'row' },
  muted: { color: COLORS.muted },
  bold: { fontWeight: 'bold' },
  label: {
    fontSize: 7.5,
    fontWeight: 'bold',
    color: COLORS.muted,
    textTransform: 'uppercase',
    letterSpacing: 0.6,
    marginBottom: 3,
  },
  /**
   * Running text. Set here, not on the page: a page-wide lineHeight hides the page-number footer.
   * The font size is repeated because a unitless lineHeight is multiplied by the style's own font
   * size, and without one by react-pdf's default 18 pt: the notes came out double-spaced.
   */
  paragraph: { fontSize: BODY_FONT_SIZE, lineHeight: 1.35 },
  rule: { borderBottomWidth: 1, borderBottomColor: COLORS.rule, marginVertical: 14 },
  /** A table's header row: white on the brand colour (items, statement entries). */
  tableHeader: {
    flexDirection: 'row',
    backgroundColor: COLORS.brand,
    color: COLORS.white,
    fontSize: 8,
    fontWeight: 'bold',
    paddingVertical: 5,
    paddingHorizontal: 6,
  },
  /** A table's body row, ruled below. */
  tableRow: {
    flexDirection: 'row',
    paddingVertical: 5,
    paddingHorizontal: 6,
    borderBottomWidth: 0.5,
    borderBottomColor: COLORS.rule,
  },
  /** The shaded box beside who a document is for, with its one figure (balance due, amount received). */
  figureBand: {
    width: 180,
    alignSelf: 'flex-start',
    backgroundColor: COLORS.band,
    borderRadius: 4,
    padding: 10,
    alignItems: 'flex-end',
  },
  figure: { fontSize: 16, fontWeight: 'bold', color: COLORS.brand, marginVertical: 2 },
  section: { marginTop: 14 },
  footer: {
    position: 'absolute',
    left: 36,
    right: 36,
    bottom: 24,
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 0.5,
    borderTopColor: COLORS.rule,
    paddingTop: 6,
    fontSize: 7.5,
    color: COLORS.muted,
  },
});
