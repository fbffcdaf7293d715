import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormDateField } from './form-date-field';

function DateForm() {
  const { control } = useForm<{ date: string }>({ defaultValues: { date: '2026-11-29' } });
  const date = useWatch({ control, name: 'date' });
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <FormDateField control={control} name="date" label="Date" maxDate="2026-11-30" />
      <output aria-label="Stored">{date}</output>
    </LocalizationProvider>
  );
}

const section = (name: string) => screen.getByRole('spinbutton', { name });

describe('FormDateField', () => {
  it('keeps a year as it is typed, digit by digit, and stores the day once it is whole', async () => {
    const user = userEvent.setup();
    render(<DateForm />);
    expect(section('Day')).toHaveTextContent('29');

    await user.click(section('Day'));
    await user.keyboard('1503');
    expect(screen.getByRole('status', { name: 'Stored' })).toHaveTextContent('2026-03-15');

    // A half-typed year stores no day, and what is typed stays as typed.
    await user.keyboard('2');
    expect(screen.getByRole('status', { name: 'Stored' })).toBeEmptyDOMElement();
    expect(section('Year')).toHaveTextContent('0002');
    expect(section('Day')).toHaveTextContent('15');
    expect(section('Month')).toHaveTextContent('03');
    await user.keyboard('025');
    expect(section('Year')).toHaveTextContent('2025');
    expect(section('Day')).toHaveTextContent('15');
    expect(section('Month')).toHaveTextContent('03');
    expect(screen.getByRole('status', { name: 'Stored' })).toHaveTextContent('2025-03-15');
  });
});
