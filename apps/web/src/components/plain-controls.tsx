import type { ButtonHTMLAttributes, CSSProperties, ReactNode, Ref } from 'react';
import './plain-controls.css';

/*
 * Buttons, icons and placeholders of the shell and the first screen, as plain elements with
 * static styles (plain-controls.css): drawn without the component library's style work, so
 * the first numbers wait for less (docs/decisions/062). Menus, dialogs and forms keep MUI.
 */

/** The Material icons the first screen shows, as their paths (the same shapes as @mui/icons-material). */
const ICON_PATHS = {
  home: 'M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z',
  menu: 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z',
  filterList: 'M10 18h4v-2h-4zM3 6v2h18V6zm3 7h12v-2H6z',
  notifications:
    'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z',
  arrowUpward: 'm4 12 1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8z',
  close:
    'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  arrowDropDown: 'm7 10 5 5 5-5z',
  description:
    'M8 16h8v2H8zm0-4h8v2H8zm6-10H6c-1.1 0-2 .9-2 2v16c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm4 18H6V4h7v5h5z',
  fileDownload:
    'M18 15v3H6v-3H4v3c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2v-3zm-1-4-1.41-1.41L13 12.17V4h-2v8.17L8.41 9.59 7 11l5 5z',
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** A decorative icon (its control names itself); `size` in pixels, 24 by default. */
export function PathIcon({ name, size, style }: { name: IconName; size?: number; style?: CSSProperties }) {
  return (
    <svg
      className="plain-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={size ? { ...style, fontSize: size } : style}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  testId?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A round icon button (MUI's IconButton): name it with aria-label. */
export function IconButton({
  size = 'medium',
  testId,
  className,
  ...props
}: PlainButtonProps & { size?: 'small' | 'medium' }) {
  return (
    <button
      type="button"
      className={className ? `icon-button ${className}` : 'icon-button'}
      data-size={size}
      data-testid={testId}
      {...props}
    />
  );
}

interface SmallButtonProps extends PlainButtonProps {
  variant?: 'outlined' | 'contained';
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

/** A small outlined (or filled) text button in the primary colour (MUI's small Button). */
export function SmallButton({
  variant = 'outlined',
  startIcon,
  endIcon,
  testId,
  className,
  children,
  ...props
}: SmallButtonProps) {
  return (
    <button
      type="button"
      className={className ? `small-button ${className}` : 'small-button'}
      data-variant={variant}
      data-testid={testId}
      {...props}
    >
      {startIcon && <span className="small-button-icon">{startIcon}</span>}
      {children}
      {endIcon && (
        <span className="small-button-icon" data-end>
          {endIcon}
        </span>
      )}
    </button>
  );
}

/** Where content is on its way (MUI's Skeleton): a pulsing shape of the size it will take. */
export function Placeholder({
  variant = 'rounded',
  width,
  height,
}: {
  variant?: 'rounded' | 'text';
  width?: number | string;
  height?: number | string;
}) {
  return <span className="placeholder" data-variant={variant} style={{ width, height }} />;
}
