/** Floor of a progress percentage, from the spec ("capped at 100 with a floor of 0.01"). */
export const progressPercentMin = 0.01;
/** Ceiling of a progress percentage. */
export const progressPercentMax = 100;

/** Clamps `percent` to [0.01, 100]; NaN becomes the floor so a broken ratio never renders as "NaN%". */
export function clampProgress(percent: number): number {
  if (Number.isNaN(percent)) return progressPercentMin;
  return Math.min(progressPercentMax, Math.max(progressPercentMin, percent));
}
