import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { type MouseEvent, Suspense, useId, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import type { Session } from '../../lib/session';
import { useText } from '../../lib/text';
import { LAYOUT_TEXT } from './layout-text';

const AccountMenuList = lazyPart(() => import('./account-menu-list'));

export function AccountMenu({ session }: { session: Session }) {
  const text = useText(LAYOUT_TEXT);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu's code arrives when it is first opened; it then stays, so it closes with its transition.
  const [hasOpened, setHasOpened] = useState(false);
  const menuId = useId();
  const isOpen = anchor !== null;
  const name = session.result.name.trim() || session.userProfile.name.trim() || session.result.email;
  const initial = name.charAt(0).toUpperCase();

  return (
    <>
      <IconButton
        aria-label={text.accountMenu(name)}
        aria-haspopup="menu"
        aria-controls={isOpen ? menuId : undefined}
        aria-expanded={isOpen}
        onPointerEnter={AccountMenuList.preload}
        onFocus={AccountMenuList.preload}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setAnchor(event.currentTarget);
          setHasOpened(true);
        }}
      >
        <Avatar
          src={session.userProfile.logo || undefined}
          alt={name}
          sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontWeight: 700, fontSize: '1rem' }}
        >
          {initial}
        </Avatar>
      </IconButton>
      {hasOpened ? (
        <Suspense fallback={null}>
          <AccountMenuList id={menuId} anchor={anchor} name={name} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
