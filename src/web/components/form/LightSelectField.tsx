import type { ChangeEventHandler, ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { LightOutlinedField } from './LightOutlinedField';

// NativeSelect's look inside the outlined frame: room on the right for the arrow, which lets clicks through.
const Select = styled('select')(({ theme }) => ({
  '&&': { paddingRight: 32 },
  appearance: 'none',
  cursor: 'pointer',
  minWidth: 16,
  '& option': { backgroundColor: theme.palette.background.paper },
  '& + svg': { position: 'absolute', right: 7, top: 'calc(50% - 0.5em)', pointerEvents: 'none', color: theme.palette.action.active },
}));

export interface LightSelectFieldProps {
  id: string;
  name?: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  /** The <option> elements. */
  children: ReactNode;
}

/**
 * A native <select> in the outlined frame of the first screens' fields (MUI's NativeSelect with an
 * OutlinedInput, its label always up): the browser's own list, keyboard and screen-reader behaviour.
 */
export function LightSelectField({ id, label, children, ...select }: LightSelectFieldProps) {
  return (
    <LightOutlinedField id={id} label={label} filled>
      {(control) => (
        <>
          <Select {...select} {...control} className="MuiInputBase-input MuiOutlinedInput-input MuiNativeSelect-select">
            {children}
          </Select>
          <ArrowDropDown className="MuiNativeSelect-icon" />
        </>
      )}
    </LightOutlinedField>
  );
}
