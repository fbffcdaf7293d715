import { SearchField } from '../../../components/search-field';
import { useText } from '../../../lib/text';
import { CUSTOMERS_TEXT } from '../text/customers-text';

type CustomerSearchFieldProps = { value: string; onChange: (value: string) => void };

export function CustomerSearchField({ value, onChange }: CustomerSearchFieldProps) {
  const text = useText(CUSTOMERS_TEXT);
  return (
    <SearchField
      label={text.searchLabel}
      placeholder={text.searchPlaceholder}
      value={value}
      onChange={onChange}
      sx={{ width: { xs: '100%', sm: 360 } }}
    />
  );
}
