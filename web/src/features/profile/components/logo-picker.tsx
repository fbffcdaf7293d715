import { LOGO_CONTENT_TYPES } from '@domain/image-type';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { useText } from '../../../lib/text';
import { useUploadLogo } from '../api/upload-logo';
import { PROFILE_TEXT } from '../profile-text';
import { BusinessAvatar } from './business-avatar';

type LogoPickerProps = {
  /** The saved or just-uploaded logo path ('' for none). */
  value: string;
  onChange: (logo: string) => void;
  /** Whose initial stands in while there is no logo. */
  businessName: string;
  /** A message about the logo from the form or the server ('Please upload the logo again'). */
  error?: string;
};

/** Uploads one file at a time as soon as it is chosen; the profile keeps the new logo once saved. */
export function LogoPicker({ value, onChange, businessName, error }: LogoPickerProps) {
  const upload = useUploadLogo();
  const { logo: text } = useText(PROFILE_TEXT);
  const message = upload.error?.message ?? error;

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it, say) is still a change.
    event.target.value = '';
    if (file) upload.mutate(file, { onSuccess: (result) => onChange(result.secure_url) });
  }

  return (
    <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center' }}>
      <Box sx={{ position: 'relative', flexShrink: 0 }}>
        <BusinessAvatar logo={value} name={businessName} size={80} />
        {upload.isPending ? (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              borderRadius: 2,
              bgcolor: 'rgba(0, 0, 0, 0.45)',
            }}
          >
            <CircularProgress aria-label={text.uploadingLabel} size={32} sx={{ color: 'common.white' }} />
          </Box>
        ) : null}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={upload.isPending}>
            {upload.isPending ? text.uploading : text.upload}
            <input
              type="file"
              hidden
              accept={LOGO_CONTENT_TYPES.join(',')}
              disabled={upload.isPending}
              onChange={handleFile}
            />
          </Button>
          {value && !upload.isPending ? (
            <Button
              color="inherit"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => {
                upload.reset();
                onChange('');
              }}
            >
              {text.remove}
            </Button>
          ) : null}
        </Stack>
        {message ? (
          <FormHelperText error role="alert" sx={{ mx: 0 }}>
            {message}
          </FormHelperText>
        ) : (
          <Typography variant="body2" sx={{ mt: 0.75, color: 'text.secondary' }}>
            {text.hint}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
