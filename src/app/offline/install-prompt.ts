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

export const canOfferInstall = () => offer !== null && localStorage.getItem(DISMISSED_KEY) === null;

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
