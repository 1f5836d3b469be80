import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export interface PopoverPanelProps {
  /** The toolbar button's text. */
  label: string;
  icon: ReactNode;
  /** The panel's heading, which names it (aria-labelledby). */
  title: string;
  minWidth?: number;
  /** The panel's content; `close` shuts it (after a choice that leaves it). */
  children: (close: () => void) => ReactNode;
}

/**
 * A small outlined toolbar button that opens a titled panel under it: a dialog-like popover, not a menu,
 * for panels whose rows hold several controls each (a list's "Colunas", its saved searches). The button
 * says what it opens and whether it is open; Escape and a click outside close it, focus returning to the
 * button.
 */
export function PopoverPanel({ label, icon, title, minWidth, children }: PopoverPanelProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={icon}
        aria-haspopup="dialog"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? `${id}-panel` : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { id: `${id}-panel`, role: 'dialog', 'aria-labelledby': `${id}-title`, sx: { p: 2, minWidth, maxWidth: 'min(420px, calc(100vw - 32px))' } } }}
      >
        <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
          {title}
        </Typography>
        {children(close)}
      </Popover>
    </>
  );
}
