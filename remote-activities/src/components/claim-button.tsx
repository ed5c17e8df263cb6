import type { ComponentPropsWithoutRef } from 'react';
import { useRgState } from '@app/shared/api/rg';
import { RG_BREAK_NOTICE_ID } from './rg-break-notice';
import ui from './ui.module.css';

/**
 * The button of every claim, draw and reward sign-up: disabled during a responsible-gambling
 * break (issue 18), pointing at the page's break notice. Primary style unless told otherwise.
 */
export function ClaimButton({
  className = ui.primary,
  disabled,
  ...props
}: ComponentPropsWithoutRef<'button'>) {
  const { excluded } = useRgState();
  return (
    <button
      type="button"
      {...props}
      className={className}
      disabled={disabled || excluded}
      aria-describedby={excluded ? RG_BREAK_NOTICE_ID : props['aria-describedby']}
    />
  );
}
