import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import Avatar from '@mui/material/Avatar';
import { useText } from '../../../lib/text';
import { PROFILE_TEXT } from '../profile-text';

type BusinessAvatarProps = { logo: string; name: string; size: number };

/** The logo, or the first letter of the business (as the header shows it) while there is none. */
export function BusinessAvatar({ logo, name, size }: BusinessAvatarProps) {
  const text = useText(PROFILE_TEXT);
  return (
    <Avatar
      src={logo || undefined}
      alt={text.logo.alt}
      variant="rounded"
      sx={{
        width: size,
        height: size,
        bgcolor: 'primary.main',
        fontSize: size / 2.4,
        fontWeight: 700,
        borderRadius: 2,
        // A logo brings its own colours; a thin frame keeps a white one from vanishing into the card.
        border: logo ? 1 : 0,
        borderColor: 'divider',
        // A logo keeps its proportions inside the square instead of being cropped.
        '& img': { objectFit: 'contain', bgcolor: 'background.paper' },
      }}
    >
      {name.trim().charAt(0).toUpperCase() || <StorefrontIcon sx={{ fontSize: size / 2 }} />}
    </Avatar>
  );
}
