import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../components/notifications';
import { lazyPart } from '../../../lib/lazy-part';
import type { Session } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { useSwitchBusiness } from '../api/team-api';
import { TEAM_TEXT } from '../team-text';

const BusinessMenu = lazyPart(() => import('./business-menu'));

/**
 * The app bar's choice of business, for a person in more than one team: the one acted for, and the
 * others to switch to (a new session for that one, starting at its dashboard).
 */
export function BusinessSwitcher({ session }: { session: Session }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu's code arrives when it is first opened; it then stays, so it closes with its transition.
  const [hasOpened, setHasOpened] = useState(false);
  const menuId = useId();
  const navigate = useNavigate();
  const notify = useNotify();
  const { switcher: text } = useText(TEAM_TEXT);
  const switchBusiness = useSwitchBusiness();
  const current = session.businesses.find((business) => business._id === session.userProfile._id);
  if (session.businesses.length < 2) return null;

  function choose(businessId: string) {
    setAnchor(null);
    if (businessId === session.userProfile._id) return;
    switchBusiness.mutate(businessId, {
      onSuccess: (next) => {
        notify.success(text.nowIn(next.businesses.find((business) => business._id === businessId)?.name));
        void navigate('/dashboard');
      },
      onError: (error) => notify.error(error.message),
    });
  }

  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        loading={switchBusiness.isPending}
        loadingPosition="end"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor !== null}
        aria-label={text.label(current?.name ?? '')}
        onPointerEnter={BusinessMenu.preload}
        onFocus={BusinessMenu.preload}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setHasOpened(true);
        }}
        sx={{ color: 'text.primary', maxWidth: { xs: 160, sm: 280 }, textTransform: 'none', fontWeight: 600 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {current?.name}
        </span>
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <BusinessMenu
            id={menuId}
            anchor={anchor}
            session={session}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
