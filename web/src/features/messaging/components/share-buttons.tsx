import { NO_PHONE_SHARE_NOTE } from '@domain/api/messages';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useNotify } from '../../../components/notifications';
import { useText } from '../../../lib/text';
import { MESSAGES_TEXT } from '../text/messages-text';
import { copyText } from './clipboard';

/** 'Link copied' in English, for the features that copy a link themselves (a statement, a member's link). */
export const LINK_COPIED_MESSAGE = MESSAGES_TEXT.en.linkCopied;

type Look = {
  /** What the button says, e.g. 'Copy public link'; an icon button carries it as its name. */
  label: string;
  /** A labelled button, or an icon (a row of a table). */
  isIcon?: boolean;
  disabled?: boolean;
};

/** Copies a link and says 'Link copied'; the link itself when the browser refuses, to copy by hand. */
export function CopyLinkButton({
  url,
  label,
  isIcon = false,
  disabled = false,
}: Look & { url: string | undefined }) {
  const notify = useNotify();
  const text = useText(MESSAGES_TEXT);
  const copy = async () => {
    if (!url) return;
    if (await copyText(url)) notify.success(text.linkCopied);
    else notify.info(text.copyByHand(url));
  };
  if (isIcon) {
    const button = (
      <IconButton aria-label={label} onClick={() => void copy()} disabled={disabled || !url}>
        <ContentCopyOutlinedIcon fontSize="small" />
      </IconButton>
    );
    return disabled || !url ? (
      button
    ) : (
      <Tooltip title={label} describeChild>
        {button}
      </Tooltip>
    );
  }
  return (
    <Button
      variant="outlined"
      startIcon={<ContentCopyOutlinedIcon />}
      onClick={() => void copy()}
      disabled={disabled || !url}
    >
      {label}
    </Button>
  );
}

/**
 * Opens WhatsApp (a wa.me click-to-chat link, no API keys) in a new tab with the message typed in.
 * Without the client's number WhatsApp asks for the contact: the button's description says so, and
 * the snackbar as the tab opens.
 */
export function ShareOnWhatsAppButton({
  url,
  hasRecipient,
  label,
  isIcon = false,
  disabled = false,
}: Look & { url: string | undefined; hasRecipient: boolean }) {
  const notify = useNotify();
  const isDisabled = disabled || !url;
  const link = {
    href: url,
    target: '_blank',
    rel: 'noopener noreferrer',
    disabled: isDisabled,
    onClick: () => {
      if (!hasRecipient) notify.info(NO_PHONE_SHARE_NOTE);
    },
  } as const;
  const button = isIcon ? (
    <IconButton component="a" {...link} aria-label={label}>
      <WhatsAppIcon fontSize="small" />
    </IconButton>
  ) : (
    <Button variant="outlined" component="a" {...link} startIcon={<WhatsAppIcon />}>
      {label}
    </Button>
  );
  // A disabled button (the links still loading) gets no tooltip: it could not tell when to close.
  if (isDisabled || (hasRecipient && !isIcon)) return button;
  return (
    <Tooltip title={hasRecipient ? label : NO_PHONE_SHARE_NOTE} describeChild>
      {button}
    </Tooltip>
  );
}
