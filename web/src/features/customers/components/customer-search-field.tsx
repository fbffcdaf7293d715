import { SearchField } from '../../../components/search-field';

type CustomerSearchFieldProps = { value: string; onChange: (value: string) => void };

export function CustomerSearchField({ value, onChange }: CustomerSearchFieldProps) {
  return (
    <SearchField
      label="Search customers"
      placeholder="Name, flat, block, phone or email"
      value={value}
      onChange={onChange}
      sx={{ width: { xs: '100%', sm: 360 } }}
    />
  );
}
