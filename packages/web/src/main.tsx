import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { initI18n } from './i18n/index.ts';
import './styles.css';

initI18n();
createRoot(document.getElementById('root')!).render(<App />);
