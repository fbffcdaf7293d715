import { StrictMode } from 'react';
import { MemberApp } from './app/member-app';
import { startPage } from './start-page';

startPage().render(
  <StrictMode>
    <MemberApp />
  </StrictMode>,
);
