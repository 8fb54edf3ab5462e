import { ChevronDown, ExternalLink, Play, X } from 'lucide-react';
import { type ComponentPropsWithRef, useEffect, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';

import { Button } from '@/components/Button';
import { buttonStyles, type ButtonStyleProps } from '@/components/Button/Button.styles';
import { IconButton } from '@/components/IconButton';
import { Spinner } from '@/components/Spinner';
import { useHydrating } from '@/components/useHydrating';
import { siteConfig } from '@/config/site';
import { type DemoVideoCopy, demoVideoCopy } from '@/content/demoVideo';
import { focusRingInset, focusRingOn } from '@/theme/focusRing';

export type DemoVideoProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /**
   * The video's embed URL. Stories pass a local URL so tests need no network.
   * @default siteConfig.demoVideoUrl
   */
  src?: string;
  /**
   * The video's page on its host, which the new-tab links open (the embed URL alone is a bare player).
   * @default siteConfig.demoVideoWatchUrl
   */
  watchUrl?: string;
  /**
   * `true` for /features: a disclosure (`<details>`, so it opens before the app runs) shows and hides
   * the panel, which starts hidden.
   * Otherwise the panel starts shown and its close icon swaps it for a button that shows it again.
   * @default false
   */
  collapsible?: boolean;
  /** Whether the panel starts shown. @default true, or false when `collapsible` */
  defaultOpen?: boolean;
  /** Called with the new state when the visitor shows or hides the panel. */
  onOpenChange?: (open: boolean) => void;
  /** The background it sits on, which picks the show button's colours: `dark` in a hero. @default 'light' */
  tone?: 'light' | 'dark';
  /** Words to change; the rest come from the site's copy. @default demoVideoCopy */
  copy?: Partial<DemoVideoCopy>;
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[400]};
  min-width: 0;
`;

const Panel = styled.div`
  width: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.inverse};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.text.onBrand};
  ${focusRingOn('inverse')}
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  padding: ${({ theme }) => `${theme.space[100]} ${theme.space[100]} ${theme.space[100]} ${theme.space[400]}`};
`;

const Caption = styled.p`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

/** Shared by the icon link and the close button, so both read as the same kind of control. */
const iconControl = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.text.onBrand};

  &:hover {
    background: ${({ theme }) => theme.color.surface.overlay};
  }
`;

/** A link dressed as an icon button: it navigates (to the video, in a new tab), so it is an `<a>`. */
const IconLink = styled.a`
  ${iconControl}
`;

const CloseButton = styled(IconButton)`
  ${iconControl}
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surface.overlay};
  }
`;

const Screen = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.color.surface.inverse};

  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

/** What covers the whole screen of the panel, centred: the loading overlay, the link before the app. */
const screenCover = css`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[300]};
  color: ${({ theme }) => theme.color.text.onBrand};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  text-align: center;
`;

const LoadingOverlay = styled.div`
  ${screenCover}
  background: ${({ theme }) => theme.color.surface.inverse};
`;

/** Stands in for the player until the app runs: the whole screen is a link to the video. */
const PosterLink = styled.a`
  ${screenCover}
  padding: ${({ theme }) => theme.space[400]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-decoration: underline;
  text-underline-offset: 0.2em;

  /* Inset: it fills the panel's screen, whose rounded frame clips what lies outside. */
  &:focus-visible {
    ${focusRingInset}
  }
`;

const PlayMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand.primary};
`;

/** The embedded player, the same whether the app made it or `<noscript>` did. */
function VideoFrame({ src, title, onLoad }: { src: string; title: string; onLoad?: () => void }) {
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={onLoad}
    />
  );
}

const ClosedNote = styled.p`
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

/**
 * The /features disclosure is the browser's own `<details>`: it opens on the first click whether or not
 * the app has started (or JavaScript runs at all), and the app follows its state (`toggle`).
 */
const Disclosure = styled.details`
  display: flex;
  flex-direction: column;
  align-items: inherit;
  gap: ${({ theme }) => theme.space[400]};
  width: 100%;

  /* The panel spans the width even where the button is centred. */
  &::details-content {
    align-self: stretch;
  }
`;

const DisclosureButton = styled.summary<ButtonStyleProps>`
  ${buttonStyles}
  list-style: none;

  &::-webkit-details-marker {
    display: none;
  }
`;

/** Points down while the panel is hidden, up while it is shown: it follows the `<details>` itself. */
const Chevron = styled(ChevronDown)`
  transition: transform ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};

  details[open] > summary > & {
    transform: rotate(180deg);
  }
`;

/**
 * The embedded product demo, shared by /how-it-works (a panel in the hero) and /features
 * (`collapsible`). The iframe exists only while the panel is shown, and loads lazily, so the video
 * never loads before it is seen; a loading overlay covers it until the frame's load event. An icon
 * link opens the video in a new tab and a close icon hides the panel.
 *
 * Only the app creates the frame, so its load event always reaches the overlay: a frame in the
 * prerendered markup could finish loading before hydration, and the overlay would never clear. Until
 * the app starts, the screen is a link to the video; with JavaScript off, the frame itself sits over
 * it (`<noscript>`), without an overlay, so the video plays in place.
 */
export function DemoVideo({
  src = siteConfig.demoVideoUrl,
  watchUrl = siteConfig.demoVideoWatchUrl,
  collapsible = false,
  defaultOpen = !collapsible,
  onOpenChange,
  tone = 'light',
  copy: copyOverrides,
  ...rest
}: DemoVideoProps) {
  const copy = { ...demoVideoCopy, ...copyOverrides };
  const buttonVariant = tone === 'dark' ? 'inverse' : 'secondary';
  const panelId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [loaded, setLoaded] = useState(false);
  const showButtonRef = useRef<HTMLElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const disclosureRef = useRef<HTMLDetailsElement>(null);
  // Where focus goes once the panel has been shown or hidden by the visitor (not on first render).
  const pendingFocus = useRef<'show' | 'close' | null>(null);

  useEffect(() => {
    const target = pendingFocus.current === 'show' ? showButtonRef : closeButtonRef;
    if (pendingFocus.current) target.current?.focus();
    pendingFocus.current = null;
  }, [open]);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    // A new frame loads afresh, so its overlay shows again.
    setLoaded(false);
    onOpenChange?.(next);
  };

  const hide = () => {
    pendingFocus.current = 'show';
    changeOpen(false);
  };

  const show = () => {
    // The show button of the plain panel disappears once the panel shows: move focus into the panel.
    pendingFocus.current = collapsible ? null : 'close';
    changeOpen(true);
  };

  // Until the app runs (on the server, while hydrating) there is no frame: see the comment above.
  const appStarted = !useHydrating();

  // A visitor may have opened the disclosure before the app started: the app takes the page's state.
  useEffect(() => {
    const opened = disclosureRef.current?.open;
    if (opened !== undefined && opened !== open) changeOpen(opened);
    // Once, when the app takes over the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Before the app runs, the collapsible panel's content is in the markup for `<details>` to show.
  const panelContent = open || (collapsible && !appStarted);

  const panel = (
    <Panel id={panelId} hidden={!collapsible && !open}>
      {panelContent && (
        <>
          <Toolbar>
            <Caption>{copy.caption}</Caption>
            <IconLink
              href={watchUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={copy.openInNewTab}
              title={copy.openInNewTab}
            >
              <ExternalLink size={20} aria-hidden="true" />
            </IconLink>
            {/* Closing needs the app; until it runs (or without JavaScript) the panel simply stays. */}
            {appStarted && (
              <CloseButton ref={closeButtonRef} label={copy.close} icon={<X size={20} />} onClick={hide} />
            )}
          </Toolbar>
          {appStarted ? (
            <Screen aria-busy={!loaded}>
              <VideoFrame src={src} title={copy.videoTitle} onLoad={() => setLoaded(true)} />
              {!loaded && (
                <LoadingOverlay role="status">
                  <Spinner size="lg" label={null} />
                  <span>{copy.loading}</span>
                </LoadingOverlay>
              )}
            </Screen>
          ) : (
            <Screen>
              <PosterLink href={watchUrl} target="_blank" rel="noopener noreferrer">
                <PlayMark aria-hidden="true">
                  <Play size={28} />
                </PlayMark>
                {copy.watchInNewTab}
              </PosterLink>
              <noscript>
                <VideoFrame src={src} title={copy.videoTitle} />
              </noscript>
            </Screen>
          )}
        </>
      )}
    </Panel>
  );

  if (collapsible) {
    return (
      <Root {...rest}>
        <Disclosure
          ref={disclosureRef}
          open={open}
          onToggle={(event) => {
            const opened = event.currentTarget.open;
            if (opened !== open) changeOpen(opened);
          }}
        >
          <DisclosureButton ref={showButtonRef} $variant={buttonVariant} $size="md" $fullWidth={false}>
            <Play size={18} aria-hidden="true" />
            {copy.show}
            <Chevron size={18} aria-hidden="true" />
          </DisclosureButton>
          {panel}
        </Disclosure>
      </Root>
    );
  }

  return (
    <Root {...rest}>
      {!open && (
        <>
          <ClosedNote>{copy.closedNote}</ClosedNote>
          <Button
            ref={(node) => {
              showButtonRef.current = node;
            }}
            variant={buttonVariant}
            aria-expanded={false}
            aria-controls={panelId}
            startIcon={<Play size={18} aria-hidden="true" />}
            onClick={show}
          >
            {copy.show}
          </Button>
        </>
      )}
      {panel}
    </Root>
  );
}

/** The /features variant: a disclosure that shows and hides the video panel, hidden at first. */
export function CollapsibleDemoVideo(props: Omit<DemoVideoProps, 'collapsible'>) {
  return <DemoVideo {...props} collapsible />;
}
