import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { zh } from './zh.ts';

export type Lang = 'zh' | 'en';
const KEY = 'fengsheng.lang';

export function storedLang(): Lang {
  try {
    return localStorage.getItem(KEY) === 'en' ? 'en' : 'zh';
  } catch {
    return 'zh';
  }
}

export function setLang(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // private mode: the choice lasts for this page only
  }
  document.documentElement.lang = lang;
  void i18next.changeLanguage(lang);
}

export function initI18n(): typeof i18next {
  const lang = storedLang();
  document.documentElement.lang = lang;
  void i18next.use(initReactI18next).init({
    resources: { zh: { translation: zh }, en: { translation: en } },
    lng: lang,
    fallbackLng: 'zh',
    interpolation: { escapeValue: false },
  });
  return i18next;
}
