/**
 * Stands in for MUI's TextareaAutosize in the jsdom tests (jest.config.ts maps it here). Autosizing
 * measures layout, which jsdom does not have: the real component calls getComputedStyle on every
 * render and resize, and jsdom answers that by matching every CSS rule of the page, which was 40 % of
 * the time of a large form's test. A plain textarea with the same props behaves the same for a test
 * (value, events, ref, rows); the browser tests run the real component.
 */
import { forwardRef, type TextareaHTMLAttributes } from 'react';

interface Props extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  minRows?: number | string;
  maxRows?: number | string;
}

const PlainTextarea = forwardRef<HTMLTextAreaElement, Props>(function PlainTextarea({ minRows, maxRows: _maxRows, rows, ...rest }, ref) {
  return <textarea ref={ref} rows={rows ?? (minRows === undefined ? undefined : Number(minRows))} {...rest} />;
});

export default PlainTextarea;
