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

const COMPACT_CONTROLS = ['play-large', 'play', 'progress', 'current-time', 'captions', 'settings', 'fullscreen'];

/**
 * A self-hosted help video (docs/product.md R25, R26), recorded once per language with the app in
 * that language: `base` is the configured address without extension, and `<base>.<lang>.webm`,
 * its poster `<base>.<lang>.jpg` and its captions `<base>.<lang>.vtt` are expected there.
 * Loaded lazily: Plyr is large. Plyr builds its player anew whenever `source` or `options` is a new
 * object, so both are made once per video and language, and a parent's re-render (typing into a
 * form beside the video) leaves the player alone.
 */
function VideoPlayer({
  base,
  lang,
  title,
  height,
  compact = false,
}: {
  base: string;
  lang: string;
  title: string;
  height?: number;
  /** A phone's width: fewer controls, so the bar does not crowd (volume and picture-in-picture go). */
  compact?: boolean;
}) {
  const file = `${base}.${lang === 'en' ? 'en' : 'de'}`;
  const source = useMemo(
    () => ({
      type: 'video' as const,
      title,
      poster: `${file}.jpg`,
      sources: [{ src: `${file}.webm`, type: 'video/webm' }],
      tracks: [
        {
          kind: 'captions' as const,
          label: lang === 'en' ? 'English' : 'Deutsch',
          srcLang: lang === 'en' ? 'en' : 'de',
          src: `${file}.vtt`,
          default: true,
        },
      ],
    }),
    [file, lang, title],
  );
  const options = useMemo(
    () => ({
      autoplay: false,
      speed: { selected: 1, options: [...VIDEO_PLAYBACK_RATES] },
      iconUrl: '/plyr.svg',
      blankVideo: '',
      captions: { active: true, language: lang, update: true },
      i18n: lang === 'de' ? PLYR_GERMAN : {},
      ...(compact ? { controls: COMPACT_CONTROLS } : {}),
    }),
    [lang, compact],
  );
  return (
    <div className={height ? 'video-box' : undefined} style={height ? { height } : undefined}>
      <Plyr source={source} options={options} />
    </div>
  );
}

export default memo(VideoPlayer);
