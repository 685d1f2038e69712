import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './App';
import { createAppStore } from './app/store';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={createAppStore()}>
      <App />
    </Provider>
  </StrictMode>,
);
