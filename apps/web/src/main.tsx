import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/lib/i18n/i18n';
import { App } from '@/app/app';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
