import {
  getSize,
  Group,
  ModalBase,
  ModalBaseBody,
  ModalBaseCloseButton,
  ModalBaseContent,
  ModalBaseHeader,
  ModalBaseOverlay,
  ModalBaseTitle,
  type MantineSize,
} from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './dialog.module.css';

export type DialogProps = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A Mantine size (md by default) or a CSS width. */
  size?: MantineSize | string;
  centered?: boolean;
  /** Whether focus goes back to what opened the dialog when it closes. */
  returnFocus?: boolean;
  /** Controls in the header before the close button (the header wraps them under the title when narrow). */
  headerControls?: ReactNode;
  children: ReactNode;
};

/**
 * Every dialog of the app: Mantine's Modal made of its public ModalBase parts (overlay, focus
 * trap, Escape, a click outside, the fade-down transition, the title as the dialog's name and a
 * close button named "Close"). Mantine's `Modal` itself imports its ScrollArea, which brings all
 * of floating-ui (about 15 KB of gzip) to every screen with a dialog (decision 035).
 */
export function Dialog({
  opened,
  onClose,
  title,
  size = 'md',
  centered,
  returnFocus = true,
  headerControls,
  children,
}: DialogProps) {
  const { t } = useTranslation();
  const close = <ModalBaseCloseButton aria-label={t('common.close')} ml={headerControls ? 0 : undefined} />;
  return (
    <ModalBase
      opened={opened}
      onClose={onClose}
      trapFocus
      closeOnEscape
      closeOnClickOutside
      lockScroll
      withinPortal
      returnFocus={returnFocus}
      transitionProps={{ duration: 200, transition: 'fade-down' }}
      className={classes.root}
      data-centered={centered || undefined}
      style={{ '--modal-size': getSize(size, 'modal-size') } as CSSProperties}
    >
      <ModalBaseOverlay />
      <ModalBaseContent className={classes.content} innerProps={{ className: classes.inner }}>
        <ModalBaseHeader
          className={classes.header}
          style={headerControls ? { flexWrap: 'wrap-reverse', rowGap: 'var(--mantine-spacing-xs)' } : undefined}
        >
          <ModalBaseTitle>{title}</ModalBaseTitle>
          {headerControls ? (
            <Group gap="xs" wrap="nowrap" ml="auto">
              {headerControls}
              {close}
            </Group>
          ) : (
            close
          )}
        </ModalBaseHeader>
        <ModalBaseBody>{children}</ModalBaseBody>
      </ModalBaseContent>
    </ModalBase>
  );
}
