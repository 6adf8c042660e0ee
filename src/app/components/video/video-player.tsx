import { memo, useMemo } from 'react';
import { Plyr } from 'plyr-react';
import 'plyr-react/plyr.css';
import { VIDEO_PLAYBACK_RATES } from '#shared/constants.ts';

/** Plyr's control labels in German (English is Plyr's own default). */
const PLYR_GERMAN = {
  restart: 'Neu starten',
  rewind: '{seektime} s zurück',
  play: 'Abspielen',
  pause: 'Pause',
  fastForward: '{seektime} s vor',
  seek: 'Springen',
  seekLabel: '{currentTime} von {duration}',
  played: 'Abgespielt',
  buffered: 'Geladen',
  currentTime: 'Aktuelle Zeit',
  duration: 'Dauer',
  volume: 'Lautstärke',
  mute: 'Stumm schalten',
  unmute: 'Ton einschalten',
  enableCaptions: 'Untertitel einschalten',
  disableCaptions: 'Untertitel ausschalten',
  download: 'Herunterladen',
  enterFullscreen: 'Vollbild',
  exitFullscreen: 'Vollbild beenden',
  frameTitle: 'Video: {title}',
  captions: 'Untertitel',
  settings: 'Einstellungen',
  pip: 'Bild im Bild',
  menuBack: 'Zurück',
  speed: 'Geschwindigkeit',
  normal: 'Normal',
  quality: 'Qualität',
  loop: 'Wiederholen',
  start: 'Anfang',
  end: 'Ende',
  all: 'Alle',
  reset: 'Zurücksetzen',
  disabled: 'Aus',
  enabled: 'An',
};

/**
 * A self-hosted video with German and English captions (docs/product.md R25, R26): `base` is the
 * configured address without extension; `<base>.webm`, `<base>.jpg` (poster) and
 * `<base>.de.vtt` / `<base>.en.vtt` are expected there. Loaded lazily: Plyr is large.
 * Plyr builds its player anew whenever `source` or `options` is a new object, so both are made
 * once per video and language, and a parent's re-render (typing into a form beside the video)
 * leaves the player alone.
 */
function VideoPlayer({ base, lang, title, height }: { base: string; lang: string; title: string; height?: number }) {
  const source = useMemo(
    () => ({
      type: 'video' as const,
      title,
      poster: `${base}.jpg`,
      sources: [{ src: `${base}.webm`, type: 'video/webm' }],
      tracks: [
        { kind: 'captions' as const, label: 'Deutsch', srcLang: 'de', src: `${base}.de.vtt`, default: lang === 'de' },
        { kind: 'captions' as const, label: 'English', srcLang: 'en', src: `${base}.en.vtt`, default: lang === 'en' },
      ],
    }),
    [base, lang, title],
  );
  const options = useMemo(
    () => ({
      autoplay: false,
      speed: { selected: 1, options: [...VIDEO_PLAYBACK_RATES] },
      iconUrl: '/plyr.svg',
      blankVideo: '',
      captions: { active: true, language: lang, update: true },
      i18n: lang === 'de' ? PLYR_GERMAN : {},
    }),
    [lang],
  );
  return (
    <div style={height ? { height } : undefined}>
      <Plyr source={source} options={options} />
    </div>
  );
}

export default memo(VideoPlayer);
