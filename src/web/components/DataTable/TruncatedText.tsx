import Tooltip from '@mui/material/Tooltip';
import { LIMITS } from '@/shared/limits';

/** The text a cell shows: cut at `max` characters (SPEC §9: 255) with an ellipsis. */
export function truncate(text: string, max: number = LIMITS.columnTruncateAt): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * A cell text: longer than `max` characters, it is cut and the whole text shows in a tooltip
 * (reachable by keyboard: the cut text takes focus).
 */
export function TruncatedText({ text, max = LIMITS.columnTruncateAt }: { text: string; max?: number }) {
  if (text.length <= max) return <>{text}</>;
  return (
    <Tooltip title={text}>
      <span tabIndex={0} data-truncated="true">
        {truncate(text, max)}
      </span>
    </Tooltip>
  );
}
