import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';

/**
 * The narrow screens' menu, over the page (SPEC §2.10). A chunk of its own (see SideMenu): Drawer brings
 * Modal, FocusTrap, Slide, Backdrop and Portal, about 12 KB gzip that only opening the menu needs.
 */
export default function MobileMenuDrawer({
  open,
  onClose,
  label,
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  width: number;
  children: ReactNode;
}) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': label, sx: { width } } }}>
      {children}
    </Drawer>
  );
}
