import { useState } from 'react';
import { useLocation } from 'preact-iso/router';
import { languageNames, languages } from '../core/languages.js';
import { language, t } from '../i18n/i18n.js';
import { useServices } from '../hooks/use-services.js';
import { changeLanguage } from '../state/change-language.js';
import { riseColour } from '../state/rise-colour.js';
import { themeChoices } from '../core/theme.js';
import { paths, withQuery } from '../routing/paths.js';
import { NavBar } from '../components/nav-bar.js';
import { Icon } from '../components/icons.js';
import { MenuLink } from '../components/menu-link.js';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { showToast } from '../components/toast.js';
import { errorMessage } from '../components/form-error.js';
import { ApiError } from '../api/api-error.js';
import { clearCache } from '../state/own-account.js';

/** `paths.settings`: language, theme (unless a partner fixed it), rise colour, clear cache, and the password screens. */
export default function SettingsPage() {
  const { route } = useLocation();
  const services = useServices();
  const [clearing, setClearing] = useState(false);
  const [switching, setSwitching] = useState('');
  const rise = riseColour(services.store);
  const { theme } = services;
  const themeNames = { light: t('set.themeLight'), dark: t('set.themeDark'), auto: t('set.themeAuto') };

  async function pick(lang: string) {
    setSwitching(lang);
    try {
      await changeLanguage(services, lang);
      // Our service worker keeps the areas' strings in the language the page named at load (sw/service-worker.js);
      // named the new one, it brings that language's too, so every area opens offline in it. Told once it is ready
      // (during a first install, after a reload that bypassed it), and only if it is ours: a partner's page may run
      // a worker of its own, which is not at our sw.js.
      const ours = new URL('sw.js', services.assetBase).href;
      void navigator.serviceWorker?.ready.then(({ active }) => active?.scriptURL === ours && active.postMessage(language.peek()));
    } catch (error) {
      showToast(error instanceof ApiError ? errorMessage(error) : t('errors.network'));
    } finally {
      setSwitching('');
    }
  }

  return (
    <div className="up-page no-tabs">
      <NavBar title={t('set.title')} backTo={services.session.signedIn.value ? paths.user : paths.home} />
      <div className="up-body">
        <fieldset className="up-list up-langs">
          <legend>{t('set.language')}</legend>
          {languages.map((lang) => (
            <label key={lang} className="up-row" lang={lang}>
              <input type="radio" name="language" value={lang} checked={language.value === lang} onChange={() => pick(lang)} />
              <span className="up-grow">{languageNames[lang]}</span>
              {switching === lang && <span className="up-spinner" aria-hidden="true" />}
            </label>
          ))}
        </fieldset>

        {theme.choosable.value && (
          <fieldset className="up-list up-radios">
            <legend>{t('set.theme')}</legend>
            {themeChoices.map((choice) => (
              <label key={choice}>
                <input type="radio" name="theme" value={choice} checked={theme.choice.value === choice} onChange={() => theme.choose(choice)} />
                {themeNames[choice]}
              </label>
            ))}
          </fieldset>
        )}

        <fieldset className="up-list up-radios">
          <legend>{t('set.rise')}</legend>
          {(['red', 'green'] as const).map((colour) => (
            <label key={colour}>
              <input type="radio" name="rise" value={colour} checked={rise.value === colour} onChange={() => rise.set(colour)} />
              {t(`set.${colour}`)}
            </label>
          ))}
        </fieldset>

        <ul className="up-list">
          {services.session.signedIn.value && (
            <>
              <MenuLink to={withQuery(paths.password, { kind: 'login' })} icon="lock" label={t('set.loginPassword')} />
              <MenuLink to={withQuery(paths.password, { kind: 'trade' })} icon="shield" label={t('set.tradePassword')} />
            </>
          )}
          <li>
            <button type="button" onClick={() => setClearing(true)}>
              <Icon name="download" />
              <span className="up-grow">{t('set.clearCache')}</span>
            </button>
          </li>
        </ul>
      </div>
      {clearing && (
        <ConfirmDialog
          message={t('set.clearCacheConfirm')}
          onCancel={() => setClearing(false)}
          onConfirm={() => {
            clearCache(services);
            rise.set(undefined);
            setClearing(false);
            showToast(t('common.done'));
            route(paths.login, true);
          }}
        />
      )}
    </div>
  );
}
