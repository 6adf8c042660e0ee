import { Trans } from '@lingui/react/macro';

/** The portal's pages arrive with the app issue; until then the shell says what it is. */
export function App() {
  return (
    <main>
      <h1>
        <Trans id="app.title">Awareness-Portal</Trans>
      </h1>
      <p>
        <Trans id="app.tagline">Schulungen zur Cyber-Sicherheit für Ihr Unternehmen.</Trans>
      </p>
    </main>
  );
}
