import { Text, View } from '@react-pdf/renderer';
import { COLORS, styles } from './pdf-styles';

/** One labelled amount in a ruled list (what a receipt settled, what a credit note credited). */
export function AmountRow({
  label,
  value,
  isStrong = false,
}: {
  label: string;
  value: string;
  isStrong?: boolean;
}) {
  return (
    <View
      style={[
        styles.row,
        { justifyContent: 'space-between', paddingVertical: 4, paddingHorizontal: 6 },
        { borderBottomWidth: 0.5, borderBottomColor: COLORS.rule },
        isStrong ? { fontWeight: 'bold' } : {},
      ]}
    >
      <Text style={{ flex: 1, paddingRight: 12 }}>{label}</Text>
      <Text style={{ textAlign: 'right' }}>{value}</Text>
    </View>
  );
}
