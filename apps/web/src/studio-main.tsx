import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/lib/i18n/i18n';
import { StudioApp } from '@/features/studio/studio-app';
import './index.css';

/** The in-house studio's game client: the page the platform shows in the game frame. */
const container = document.getElementById('root');
if (!container) throw new Error('studio.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <StudioApp sessionId={new URLSearchParams(window.location.search).get('session') ?? ''} />
  </StrictMode>,
);
