import { useState, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';

/**
 * The frame of MUI's small outlined TextField (label, notched border, helper text) as a few styled
 * elements, for the first screens' fields (LightTextField, LightSelectField). MUI's own parts (InputBase,
 * OutlinedInput, FormControl, InputLabel, FormHelperText, TextareaAutosize) are about 12 KB gzip of the
 * login and home pages' first load. The styles and class names are MUI's (the keyboard e2e test finds
 * the focus on `.MuiOutlinedInput-notchedOutline`); the label shrinks when the field is focused, filled
 * or autofilled by the browser.
 */

const EASE = '200ms cubic-bezier(0.0, 0, 0.2, 1) 0ms';

const Root = styled('div')({
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  minWidth: 0,
  width: '100%',
  padding: 0,
  margin: 0,
  border: 0,
  verticalAlign: 'top',
});

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body1,
  lineHeight: '1.4375em',
  padding: 0,
  position: 'absolute',
  left: 0,
  top: 0,
  zIndex: 1,
  display: 'block',
  transformOrigin: 'top left',
  transform: 'translate(14px, 9px) scale(1)',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: 'calc(100% - 24px)',
  pointerEvents: 'none',
  color: theme.palette.text.secondary,
  transition: `color ${EASE}, transform ${EASE}, max-width ${EASE}`,
  '&.Mui-focused': { color: theme.palette.primary.main },
  '&.Mui-error': { color: theme.palette.error.main },
}));

const SHRUNK_LABEL = { transform: 'translate(14px, -9px) scale(0.75)', maxWidth: 'calc(133% - 32px)', pointerEvents: 'auto', userSelect: 'none' } as const;
const NOTCHED_LEGEND = { maxWidth: '100%', transition: 'max-width 100ms cubic-bezier(0.0, 0, 0.2, 1) 50ms' } as const;

/** The field's box: the control, an end adornment and the notched border (a fieldset, as MUI draws it). */
const InputRoot = styled('div')(({ theme }) => ({
  ...theme.typography.body1,
  lineHeight: '1.4375em',
  color: theme.palette.text.primary,
  boxSizing: 'border-box',
  position: 'relative',
  cursor: 'text',
  display: 'inline-flex',
  alignItems: 'center',
  width: '100%',
  borderRadius: theme.shape.borderRadius,
  '&.has-adornment': { paddingRight: 14 },
  '& > input, & > select': {
    font: 'inherit',
    letterSpacing: 'inherit',
    color: 'currentColor',
    padding: '8.5px 14px',
    border: 0,
    boxSizing: 'content-box',
    background: 'none',
    height: '1.4375em',
    margin: 0,
    display: 'block',
    minWidth: 0,
    width: '100%',
    borderRadius: 'inherit',
    // The field shows focus with its border (below); the global :focus-visible ring is for the other controls.
    outline: 0,
  },
  '&.has-adornment > input': { paddingRight: 0 },
  [`&:hover > fieldset`]: { borderColor: theme.palette.text.primary },
  '& > fieldset': {
    textAlign: 'left',
    position: 'absolute',
    inset: '-5px 0 0 0',
    margin: 0,
    padding: '0 8px',
    pointerEvents: 'none',
    borderRadius: 'inherit',
    borderStyle: 'solid',
    borderWidth: 1,
    overflow: 'hidden',
    minWidth: '0%',
    borderColor: 'rgba(0, 0, 0, 0.23)',
  },
  '&.Mui-focused > fieldset': { borderColor: theme.palette.primary.main, borderWidth: 2 },
  '&.Mui-error > fieldset, &.Mui-error:hover > fieldset': { borderColor: theme.palette.error.main },
  '& legend': {
    float: 'unset',
    width: 'auto',
    overflow: 'hidden',
    display: 'block',
    padding: 0,
    height: 11,
    fontSize: '0.75em',
    visibility: 'hidden',
    maxWidth: 0.01,
    transition: 'max-width 50ms cubic-bezier(0.0, 0, 0.2, 1) 0ms',
    whiteSpace: 'nowrap',
    '& > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
  },
}));

/** Shrunk label and notched border: when told (focused, filled, a select), or when the browser autofilled. */
const ShrinkRoot = styled(Root)({
  '&.shrink > label, &:has(input:-webkit-autofill) > label': SHRUNK_LABEL,
  '&.shrink legend, &:has(input:-webkit-autofill) legend': NOTCHED_LEGEND,
});

const HelperText = styled('p')(({ theme }) => ({
  ...theme.typography.caption,
  color: theme.palette.text.secondary,
  textAlign: 'left',
  // FormHelperText alone; under a small outlined field (`.contained`) it moves as MUI's does.
  margin: '3px 0 0',
  '&.contained': { margin: '4px 14px 0' },
  '&.Mui-error': { color: theme.palette.error.main },
}));

/** What a field adds to its <input> or <select>: focus tracking (the control's own, not an adornment's), validity and description. */
export interface ControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onFocus: () => void;
  onBlur: () => void;
}

export interface LightOutlinedFieldProps {
  id: string;
  label: string;
  /** Whether the field has a value (or always shows one, like a select): the label stays up. */
  filled: boolean;
  error?: boolean;
  required?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  /** The control, given the attributes that tie it to the label and helper text. */
  children: (control: ControlProps) => ReactNode;
}

export function LightOutlinedField({ id, label, filled, error = false, required = false, helperText, endAdornment, children }: LightOutlinedFieldProps) {
  const [focused, setFocused] = useState(false);
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const state = [focused && 'Mui-focused', error && 'Mui-error'].filter(Boolean).join(' ');
  const text = required ? `${label}\u2009*` : label;
  return (
    <ShrinkRoot className={`MuiFormControl-root MuiTextField-root${filled || focused ? ' shrink' : ''}`}>
      <Label htmlFor={id} id={`${id}-label`} className={`MuiFormLabel-root MuiInputLabel-root ${state}`} data-shrink={filled || focused}>
        {label}
        {required && <span aria-hidden>{'\u2009*'}</span>}
      </Label>
      <InputRoot className={`MuiInputBase-root MuiOutlinedInput-root ${state}${endAdornment ? ' has-adornment' : ''}`}>
        {children({ id, required, 'aria-invalid': error, 'aria-describedby': helperTextId, onFocus: () => setFocused(true), onBlur: () => setFocused(false) })}
        {endAdornment}
        <fieldset aria-hidden className="MuiOutlinedInput-notchedOutline">
          <legend>
            <span>{text}</span>
          </legend>
        </fieldset>
      </InputRoot>
      {helperText && (
        <LightHelperText id={helperTextId} error={error} focused={focused} contained>
          {helperText}
        </LightHelperText>
      )}
    </ShrinkRoot>
  );
}

/** FormHelperText's look: under a field, or alone under another control (e.g. the login's bot check). */
export function LightHelperText({
  id,
  error = false,
  focused = false,
  contained = false,
  children,
}: {
  id?: string;
  error?: boolean;
  focused?: boolean;
  /** Under a LightOutlinedField's box. */
  contained?: boolean;
  children: ReactNode;
}) {
  return (
    <HelperText id={id} className={['MuiFormHelperText-root', focused && 'Mui-focused', error && 'Mui-error', contained && 'contained'].filter(Boolean).join(' ')}>
      {children}
    </HelperText>
  );
}

/** MUI's InputAdornment (position end) around a button at the field's end, e.g. a password's show toggle. */
export const EndAdornment = styled('div')(({ theme }) => ({
  display: 'flex',
  height: '0.01em',
  maxHeight: '2em',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  color: theme.palette.action.active,
  marginLeft: 8,
}));
