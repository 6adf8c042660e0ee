/** The browser's install offer (Chromium's beforeinstallprompt), kept until the app shows it. */
type InstallEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

let offer: InstallEvent | null = null;
const listeners = new Set<() => void>();
const DISMISSED_KEY = 'install-offer-dismissed';

window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault(); // the app offers it at a better moment than page load
  offer = event as InstallEvent;
  listeners.forEach((listener) => listener());
});
window.addEventListener('appinstalled', () => {
  offer = null;
  listeners.forEach((listener) => listener());
});

/**
 * Safari on iPhone and iPad has no install event: the person adds the portal by hand through the
 * share menu. Not when it already runs from the home screen (`navigator.standalone`).
 */
export const needsHomeScreenSteps = (): boolean => {
  const apple = /iPhone|iPad|iPod/.test(navigator.userAgent);
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return apple && !standalone;
};

/** What the portal can offer here: the browser's own install, steps for Safari, or nothing. */
export type InstallWay = 'prompt' | 'homeScreen' | null;

export const installWay = (): InstallWay => {
  if (localStorage.getItem(DISMISSED_KEY) !== null) return null;
  if (offer !== null) return 'prompt';
  return needsHomeScreenSteps() ? 'homeScreen' : null;
};

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function install(): Promise<void> {
  if (!offer) return;
  await offer.prompt();
  await offer.userChoice;
  offer = null;
  listeners.forEach((listener) => listener());
}

export function dismissInstallOffer(): void {
  localStorage.setItem(DISMISSED_KEY, new Date().toISOString());
  listeners.forEach((listener) => listener());
}
