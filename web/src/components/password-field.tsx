import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useText } from '../lib/text';
import { COMPONENTS_TEXT } from './components-text';
import { FormTextField } from './form-text-field';

type PasswordFieldProps<Values extends FieldValues> = Parameters<typeof FormTextField<Values>>[0];

/** A password is hidden until its owner chooses to see it (sign-in, sign-up, reset). */
export function PasswordField<Values extends FieldValues>(props: PasswordFieldProps<Values>) {
  const [isVisible, setIsVisible] = useState(false);
  const text = useText(COMPONENTS_TEXT);
  return (
    <FormTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={isVisible ? text.hidePassword : text.showPassword}
                aria-pressed={isVisible}
                onClick={() => setIsVisible((visible) => !visible)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {isVisible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
