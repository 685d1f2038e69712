import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './App';
import { createAppStore } from './app/store';
import { LanguageRoot } from './i18n/LanguageRoot';
import { startLanguage } from './i18n/appLanguage';
import { applyThemeChoice, readThemeChoice } from './kit/theme/theme';
import './styles.css';

// The GM's theme before the first paint, so a light theme never flashes dark (issue 32).
applyThemeChoice(readThemeChoice());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
startLanguage();

createRoot(container).render(
  <StrictMode>
    <Provider store={createAppStore()}>
      <LanguageRoot>
        <App />
      </LanguageRoot>
    </Provider>
  </StrictMode>,
);
