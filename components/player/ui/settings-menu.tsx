/**
 * The settings menu: quality (hls.js levels + auto) and captions language, plus the shortcut list.
 * Radix handles roving focus, typeahead and Escape; it portals into the player so it stays visible
 * in full screen.
 */
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useTranslations } from 'next-intl';
import { memo, type ReactNode } from 'react';
import { useDirection } from '@/lib/i18n/use-direction';
import { labelOfLevel, qualityOptions, type RenditionInfo } from '@/lib/player/quality';
import type { TextTrackInfo } from '@/lib/player/engine/stream-state';
import { Icon } from './icons';
import { IconButton } from './icon-button';

export interface SettingsMenuProps {
  container: HTMLElement | null;
  levels: RenditionInfo[];
  level: number;
  playingLevel: number;
  onLevel: (index: number) => void;
  textTracks: TextTrackInfo[];
  textTrack: number;
  onTextTrack: (index: number) => void;
  onShowHelp: () => void;
}

const itemClass = 'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 outline-none data-[highlighted]:bg-white/15';

function Radio({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Menu.RadioItem value={value} className={itemClass}>
      <span className="flex size-4 items-center justify-center" aria-hidden="true">
        <Menu.ItemIndicator>✓</Menu.ItemIndicator>
      </span>
      {children}
    </Menu.RadioItem>
  );
}

/** Memoised: the control bar renders with every media update, the menu only when its props change. */
export const SettingsMenu = memo(function SettingsMenu(props: SettingsMenuProps) {
  const t = useTranslations('player');
  const options = qualityOptions(props.levels);
  const playing = labelOfLevel(props.levels, props.playingLevel);
  const dir = useDirection();
  return (
    <Menu.Root modal={false} dir={dir}>
      <Menu.Trigger asChild>
        <IconButton label={t('settings')}>
          <Icon name="settings" />
        </IconButton>
      </Menu.Trigger>
      <Menu.Portal container={props.container}>
        <Menu.Content
          side="top"
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-40 max-h-[70vh] min-w-52 overflow-auto rounded-lg bg-neutral-900/95 p-1 text-sm text-white shadow-xl"
        >
          {options.length > 1 && (
            <>
              <Menu.Label className="px-3 py-1.5 text-xs text-white/70">{t('quality')}</Menu.Label>
              <Menu.RadioGroup aria-label={t('quality')} value={String(props.level)} onValueChange={(v) => props.onLevel(Number(v))}>
                {options.map((o) => (
                  <Radio key={o.index} value={String(o.index)}>
                    {o.label ?? (props.level === -1 && playing ? t('qualityAutoPlaying', { label: playing }) : t('qualityAuto'))}
                  </Radio>
                ))}
              </Menu.RadioGroup>
              <Menu.Separator className="my-1 h-px bg-white/20" />
            </>
          )}
          {props.textTracks.length > 0 && (
            <>
              <Menu.Label className="px-3 py-1.5 text-xs text-white/70">{t('captions')}</Menu.Label>
              <Menu.RadioGroup aria-label={t('captions')} value={String(props.textTrack)} onValueChange={(v) => props.onTextTrack(Number(v))}>
                <Radio value="-1">{t('captionsOff')}</Radio>
                {props.textTracks.map((track) => (
                  <Radio key={track.index} value={String(track.index)}>
                    <span lang={track.lang || undefined}>{track.label}</span>
                  </Radio>
                ))}
              </Menu.RadioGroup>
              <Menu.Separator className="my-1 h-px bg-white/20" />
            </>
          )}
          <Menu.Item className={itemClass} onSelect={props.onShowHelp}>
            <Icon name="keyboard" width={16} height={16} />
            {t('shortcutsOpen')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
});
